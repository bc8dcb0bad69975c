// The checkout's disclosure toggles: shipping elsewhere (`div.shipping_address`), creating an account
// (`div.create-account`, only when guests may check out), the returning-customer login form, the coupon form
// (both 400 ms, with `aria-expanded` / `aria-controls` on their links, Space working like Enter), and the terms
// shown inline under their link (`--open` / `--closed`), which then no longer opens the terms page. An opened
// login form is then scrolled to 50 px below the top of the window (smoothly, at once under reduced motion).
import { prefersReducedMotion } from '../../core/a11y/reduced-motion.ts';
import { checkoutSettings } from '../../core/config/checkout-settings.ts';
import { checkoutFormsOf, queryCheckout } from '../../core/dom/checkout-forms.ts';
import { noticeScrollTop } from '../../core/dom/scroll-to-notices.ts';
import { slideDown, slideUp } from '../../core/dom/slide.ts';
import type { MountContext } from '../../core/registry/define-widget.ts';
import { isShown } from './checkout-fields.ts';

export const TOGGLE_MS = 400;
const LOGIN_SCROLL_OFFSET = 50;

const LOGIN_FORMS = 'form.login, form.woocommerce-form--login, form.woocommerce-form-login';
const COUPON_FORMS = 'form.checkout_coupon';
const TERMS = '.woocommerce-terms-and-conditions';
const TERMS_LINK = 'a.woocommerce-terms-and-conditions-link';

/** Shows the section when the box is ticked, hides it otherwise (hidden at once at mount). */
function followCheckbox(box: HTMLInputElement | null, section: HTMLElement | null, animate: boolean): void {
  if (!box || !section) return;
  if (!box.checked) section.style.display = 'none';
  else if (animate) slideDown(section, TOGGLE_MS);
  else section.style.display = '';
}

function slideToggle(element: HTMLElement, after: (shown: boolean) => void): void {
  const shown = !isShown(element);
  if (shown) slideDown(element, TOGGLE_MS);
  else slideUp(element, TOGGLE_MS);
  after(shown);
}

/** Ties the link to what it discloses: aria-controls (an id given when missing) and aria-expanded. */
function describeDisclosure(link: HTMLElement, target: HTMLElement | null, fallbackId: string): void {
  if (!target) return;
  if (!target.id) target.id = fallbackId;
  link.setAttribute('aria-controls', target.id);
  link.setAttribute('aria-expanded', String(isShown(target)));
}

function setTermsLinkState(shown: boolean): void {
  for (const link of document.querySelectorAll(TERMS_LINK)) {
    link.classList.toggle('woocommerce-terms-and-conditions-link--open', shown);
    link.classList.toggle('woocommerce-terms-and-conditions-link--closed', !shown);
    link.setAttribute('aria-expanded', String(shown));
  }
}

export interface Toggles {
  /** A box of the form changed (the shopper's change event, or a plugin's jQuery trigger). */
  boxChanged(target: Element): void;
}

export function watchToggles(form: HTMLFormElement, { listen, guard, onCleanup }: MountContext<unknown>): Toggles {
  let loginScroll: ReturnType<typeof setTimeout> | undefined;
  onCleanup(() => clearTimeout(loginScroll));
  const scrollToLogin = (login: HTMLElement) => {
    clearTimeout(loginScroll);
    loginScroll = setTimeout(guard(() => {
      window.scrollTo({ top: noticeScrollTop(login, LOGIN_SCROLL_OFFSET), behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
    }), prefersReducedMotion() ? 0 : TOGGLE_MS);
  };
  const shipElsewhere = () => queryCheckout<HTMLInputElement>(form, '#ship-to-different-address input');
  const shippingAddress = () => queryCheckout<HTMLElement>(form, 'div.shipping_address');
  const createAccount = () => queryCheckout<HTMLInputElement>(form, 'input#createaccount');
  const accountSection = () => queryCheckout<HTMLElement>(form, 'div.create-account');
  followCheckbox(shipElsewhere(), shippingAddress(), false);
  if (checkoutSettings().guestCheckout) followCheckbox(createAccount(), accountSection(), false);

  for (const link of document.querySelectorAll<HTMLElement>('a.showlogin')) describeDisclosure(link, document.querySelector(LOGIN_FORMS), 'fondant-checkout-login');
  for (const link of document.querySelectorAll<HTMLElement>('a.showcoupon')) describeDisclosure(link, document.querySelector(COUPON_FORMS), 'woocommerce-checkout-form-coupon');

  const boxChanged = (target: Element) => {
    if (target instanceof HTMLInputElement && target === shipElsewhere()) followCheckbox(target, shippingAddress(), true);
    if (target instanceof HTMLInputElement && target === createAccount() && checkoutSettings().guestCheckout) {
      const password = queryCheckout<HTMLInputElement>(form, '#account_password');
      if (target.checked && password) password.value = '';
      followCheckbox(target, accountSection(), true);
    }
  };
  for (const part of checkoutFormsOf(form)) {
    listen(part, 'change', (event) => {
      if (event.target instanceof Element) boxChanged(event.target);
    });
  }

  listen(document, 'click', (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>(`a.showlogin, a.showcoupon, ${TERMS_LINK}`) : null;
    if (!link) return;
    if (link.matches(TERMS_LINK)) {
      const terms = document.querySelector<HTMLElement>(TERMS);
      if (!terms) return;
      event.preventDefault();
      slideToggle(terms, setTermsLinkState);
      return;
    }
    const target = document.querySelector<HTMLElement>(link.matches('a.showcoupon') ? COUPON_FORMS : LOGIN_FORMS);
    if (!target) return;
    event.preventDefault();
    slideToggle(target, (shown) => {
      link.setAttribute('aria-expanded', String(shown));
      if (!shown) return;
      target.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus({ preventScroll: true });
      if (link.matches('a.showlogin')) scrollToLogin(target);
    });
  });

  listen(document, 'keydown', (event: KeyboardEvent) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>('a.showlogin[role="button"], a.showcoupon[role="button"]') : null;
    if (!link || event.key !== ' ') return;
    event.preventDefault();
    link.click();
  });

  return { boxChanged };
}
