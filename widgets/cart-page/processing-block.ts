// cart.js's block helper: the element gets `processing` and the white 0.6 overlay, unless it or an ancestor is
// already processing; unblocking removes both.
import { block, unblock } from '../../core/dom/block-overlay.ts';

const PROCESSING = 'processing';

/** Blocks `element`; returns false when it was already processing (then it is not this call's to unblock). */
export function blockProcessing(element: HTMLElement): boolean {
  if (element.closest(`.${PROCESSING}`)) return false;
  element.classList.add(PROCESSING);
  block(element, { message: null, background: '#fff' });
  return true;
}

export function unblockProcessing(element: HTMLElement): void {
  element.classList.remove(PROCESSING);
  unblock(element);
}
