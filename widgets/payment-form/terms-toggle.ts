// The terms link (`a.woocommerce-terms-and-conditions-link`) shows and hides the terms printed in the form
// (`.woocommerce-terms-and-conditions`) instead of opening the terms page, sliding over 400 ms (jQuery's
// slideToggle), none under reduced motion; the link says whether they are open (aria-expanded and WooCommerce's
// `…-link--open` / `…-link--closed` classes). Without inline terms the link opens the page as printed.
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { slideDown, slideUp } from '../../core/dom/slide.ts';

export const TERMS_SLIDE_MS = 400;

const LINK_SELECTOR = 'a.woocommerce-terms-and-conditions-link';
const OPEN = 'woocommerce-terms-and-conditions-link--open';
const CLOSED = 'woocommerce-terms-and-conditions-link--closed';

let termsCount = 0;

function isOpen(terms: HTMLElement): boolean {
  return !terms.hidden && getComputedStyle(terms).display !== 'none';
}

function markLinks(form: HTMLElement, open: boolean): void {
  for (const link of form.querySelectorAll<HTMLElement>(LINK_SELECTOR)) {
    link.classList.toggle(OPEN, open);
    link.classList.toggle(CLOSED, !open);
    link.setAttribute('aria-expanded', String(open));
  }
}

export function toggleInlineTerms({ element: form, listen, onCleanup }: MountContext<NoAttributes>): void {
  const terms = form.querySelector<HTMLElement>('.woocommerce-terms-and-conditions');
  if (!terms) return;
  if (!terms.id) {
    termsCount += 1;
    terms.id = `fondant-terms-${termsCount}`;
    onCleanup(() => terms.removeAttribute('id'));
  }
  for (const link of form.querySelectorAll<HTMLElement>(LINK_SELECTOR)) link.setAttribute('aria-controls', terms.id);
  markLinks(form, isOpen(terms));

  listen(form, 'click', (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest(LINK_SELECTOR)) return;
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const opening = !isOpen(terms);
    if (opening) {
      if (terms.hidden) {
        terms.style.display = 'none';
        terms.hidden = false;
      }
      slideDown(terms, TERMS_SLIDE_MS);
    } else {
      slideUp(terms, TERMS_SLIDE_MS);
    }
    markLinks(form, opening);
  });
}
