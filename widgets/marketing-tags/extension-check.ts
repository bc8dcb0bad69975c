// The social-shopping check of Pinterest's pin-it buttons: when the shopper's Pinterest browser extension is there
// (it brings its own pin-it buttons), the integration's image wrappers are hidden. The extension marks the page
// with `data-pinterest-extension-installed`, else a GET to its page answers: that GET is made by a hidden
// <object>, whose failure (no extension) is silent, where a fetch or an image logs a console error in Chromium.
import { setObjectData } from '../../core/dom/trusted-types.ts';
import type { MountContext } from '../../core/registry/define-widget.ts';

const PIN_IT_WRAPPER_SELECTOR = '.pinterest-for-woocommerce-image-wrapper';
const EXTENSION_MARKER = 'data-pinterest-extension-installed';
/** The longest wait for the extension's page: past it, the extension counts as absent. */
const PROBE_TIMEOUT_MS = 10_000;

type ProbeContext = Pick<MountContext<unknown>, 'signal' | 'guard' | 'listen'>;

function hideWrappers(): void {
  for (const wrapper of document.querySelectorAll<HTMLElement>(PIN_IT_WRAPPER_SELECTOR)) wrapper.style.display = 'none';
}

/** Answers whether `url` loads, through a hidden, unfocusable <object> removed once it has answered. */
function probePage(url: string, context: ProbeContext, answer: (found: boolean) => void): void {
  const probe = document.createElement('object');
  probe.setAttribute('aria-hidden', 'true');
  probe.tabIndex = -1;
  Object.assign(probe.style, { position: 'absolute', width: '0', height: '0', visibility: 'hidden' });
  let answered = false;
  const settle = context.guard((found: boolean) => {
    if (answered) return;
    answered = true;
    clearTimeout(timer);
    probe.remove();
    answer(found);
  });
  const timer = setTimeout(() => settle(false), PROBE_TIMEOUT_MS);
  context.signal.addEventListener('abort', () => {
    clearTimeout(timer);
    probe.remove();
  }, { once: true });
  context.listen(probe, 'load', () => settle(true));
  context.listen(probe, 'error', () => settle(false));
  setObjectData(probe, url);
  document.body.append(probe);
}

export function hidePinItWhenExtensionPresent(probeUrl: string, context: ProbeContext): void {
  if (!document.querySelector(PIN_IT_WRAPPER_SELECTOR)) return;
  if (document.documentElement.hasAttribute(EXTENSION_MARKER) || document.body.hasAttribute(EXTENSION_MARKER)) {
    hideWrappers();
    return;
  }
  if (probeUrl) probePage(probeUrl, context, (found) => found && hideWrappers());
}
