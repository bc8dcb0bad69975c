// One element a multi-view drives, with what the server printed kept: each time the mode changes its content,
// attributes, inline styles, classes and visibility become the mode's values, or the printed ones where the mode
// has none. Content is page HTML and still goes through the sanitizer; an attribute that would run script (an
// `on…` handler, `srcdoc`, a URL attribute that is not http(s) or relative, a script's or plug-in's source) is never
// set. `restore()` puts the element back as printed.
import { sanitizeToFragment } from '../../core/dom/sanitize.ts';
import type { ViewValues } from './multi-view-schema.ts';

export const HIDDEN_CLASS = 'et_multi_view_hidden';
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'poster', 'data', 'xlink:href', 'cite', 'background']);

/** Elements whose address attributes load code: a script's or a plug-in's source is never swapped. */
const CODE_ELEMENTS = new Set(['script', 'object', 'embed']);

function allowedAttribute(element: Element, name: string, value: string): boolean {
  const lower = name.toLowerCase();
  if (CODE_ELEMENTS.has(element.localName) && (lower === 'src' || lower === 'data')) return false;
  if (lower.startsWith('on') || lower === 'srcdoc' || lower === 'style' || !/^[a-z_:][-a-z0-9_:.]*$/.test(lower)) return false;
  if (!URL_ATTRIBUTES.has(lower)) return true;
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https';
}

export interface ViewTarget {
  show(values: ViewValues): void;
  restore(): void;
}

export function viewTarget(element: HTMLElement): ViewTarget {
  const printedChildren = [...element.childNodes];
  const printedAttributes = new Map<string, string | null>();
  const printedStyles = new Map<string, string>();
  const printedHidden = element.classList.contains(HIDDEN_CLASS);
  let shownContent: string | null = null;
  let added: string[] = [];
  let removed: string[] = [];
  const remember = (values: ViewValues) => {
    for (const name of Object.keys(values.attrs ?? {})) if (!printedAttributes.has(name)) printedAttributes.set(name, element.getAttribute(name));
    for (const property of Object.keys(values.styles ?? {})) if (!printedStyles.has(property)) printedStyles.set(property, element.style.getPropertyValue(property));
  };
  const undoClasses = () => {
    element.classList.remove(...added);
    element.classList.add(...removed);
    added = [];
    removed = [];
  };
  return {
    show(values) {
      remember(values);
      if (values.content === undefined) {
        if (shownContent !== null) element.replaceChildren(...printedChildren);
        shownContent = null;
      } else if (values.content !== shownContent) {
        element.replaceChildren(sanitizeToFragment(values.content));
        shownContent = values.content;
      }
      for (const [name, printed] of printedAttributes) {
        const value = values.attrs?.[name];
        if (value !== undefined && allowedAttribute(element, name, value)) element.setAttribute(name, value);
        else if (printed === null) element.removeAttribute(name);
        else element.setAttribute(name, printed);
      }
      for (const [property, printed] of printedStyles) element.style.setProperty(property, values.styles?.[property] ?? printed);
      undoClasses();
      added = (values.classes?.add ?? []).filter((name) => !element.classList.contains(name));
      removed = (values.classes?.remove ?? []).filter((name) => element.classList.contains(name));
      element.classList.add(...added);
      element.classList.remove(...removed);
      element.classList.toggle(HIDDEN_CLASS, values.visible === undefined ? printedHidden : !values.visible);
    },
    restore() {
      if (shownContent !== null) element.replaceChildren(...printedChildren);
      for (const [name, printed] of printedAttributes) {
        if (printed === null) element.removeAttribute(name);
        else element.setAttribute(name, printed);
      }
      for (const [property, printed] of printedStyles) element.style.setProperty(property, printed);
      undoClasses();
      element.classList.toggle(HIDDEN_CLASS, printedHidden);
    },
  };
}
