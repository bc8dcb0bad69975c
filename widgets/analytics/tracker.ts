// The page's tag function (`gtag`, or the name the shop's settings give) over the `dataLayer` queue the GA4
// library reads once loaded: created when the page has none, with gtag's own shape (each call queues its
// `arguments` object, which the library tells apart from other pushes).

type TagFunction = (...args: unknown[]) => void;

type TagWindow = Window & { dataLayer?: unknown[] } & Record<string, unknown>;

export function hasTagFunction(win: Window, name: string): boolean {
  return typeof (win as TagWindow)[name] === 'function';
}

/** The tag function `name`, defined over `dataLayer` when missing. */
export function tagFunction(win: Window, name: string): TagFunction {
  const tagWindow = win as TagWindow;
  tagWindow.dataLayer ??= [];
  if (!hasTagFunction(win, name)) {
    tagWindow[name] = function queueCommand() {
      // gtag.js reads Arguments objects, not arrays.
      (tagWindow.dataLayer ??= []).push(arguments);
    };
  }
  return (...args) => (tagWindow[name] as TagFunction)(...args);
}
