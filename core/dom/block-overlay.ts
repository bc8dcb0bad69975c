// The blockUI replacement: a translucent overlay (and an optional "Veuillez patienter…" message) over an
// element while a request runs. Styling comes from fondant.css classes; only CSSOM is used, never style
// attributes in HTML, so it works under a strict Content-Security-Policy.
import { t } from '../config/strings.ts';

export const BLOCK_OPACITY = 0.6;
export const BLOCK_FADE_MS = 400;

const BLOCKED_CLASS = 'fondant-blocked';
const OVERLAY_CLASS = 'fondant-block-overlay';
const OVERLAY_SHOWN_CLASS = 'fondant-block-overlay--shown';
const MESSAGE_CLASS = 'fondant-block-message';

interface Blocking {
  overlay: HTMLElement;
  message?: HTMLElement;
  removal?: ReturnType<typeof setTimeout>;
}

const blockings = new WeakMap<HTMLElement, Blocking>();

export function block(el: HTMLElement, options: { message?: string | null; background?: string } = {}): void {
  const current = blockings.get(el);
  if (current && current.removal === undefined) return;
  if (current) finishUnblock(el, current);

  const overlay = document.createElement('div');
  overlay.className = OVERLAY_CLASS;
  overlay.style.backgroundColor = options.background ?? '#000';
  el.classList.add(BLOCKED_CLASS);
  el.setAttribute('aria-busy', 'true');
  el.append(overlay);
  const blocking: Blocking = { overlay };
  const text = options.message === undefined ? t('pleaseWait') : options.message;
  if (text !== null) {
    blocking.message = document.createElement('div');
    blocking.message.className = MESSAGE_CLASS;
    blocking.message.textContent = text;
    el.append(blocking.message);
  }
  blockings.set(el, blocking);
  // Commit the transparent start state so adding the class fades the overlay in.
  void overlay.offsetWidth;
  overlay.classList.add(OVERLAY_SHOWN_CLASS);
}

export function unblock(el: HTMLElement): void {
  const blocking = blockings.get(el);
  if (!blocking || blocking.removal !== undefined) return;
  el.removeAttribute('aria-busy');
  blocking.message?.remove();
  blocking.overlay.classList.remove(OVERLAY_SHOWN_CLASS);
  blocking.removal = setTimeout(() => finishUnblock(el, blocking), BLOCK_FADE_MS);
}

function finishUnblock(el: HTMLElement, blocking: Blocking): void {
  clearTimeout(blocking.removal);
  blocking.overlay.remove();
  el.classList.remove(BLOCKED_CLASS);
  blockings.delete(el);
}
