// WooCommerce's tokenization form without jQuery: a saved card is chosen (the default one, else the last entry);
// "use a new payment method" is dropped when nothing is saved; choosing a saved card hides the gateway's new-card
// form (`.wc-payment-form`) and its save checkbox, choosing "new" shows them. The save checkbox shows only to
// someone who will have an account: logged in, registration required, or "create an account" ticked.
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { tokenizationSettings } from './tokenization-settings.ts';

const TOKEN_INPUT = 'input.woocommerce-SavedPaymentMethods-tokenInput';

function setShown(elements: Iterable<HTMLElement>, shown: boolean): void {
  for (const element of elements) {
    if (shown) element.style.removeProperty('display');
    else element.style.display = 'none';
  }
}

export function mount(context: MountContext<NoAttributes>): void {
  const list = context.element;
  const box: ParentNode = list.closest('.payment_box') ?? list.parentElement ?? list;
  const settings = tokenizationSettings();
  const createAccount = () => document.querySelector<HTMLInputElement>('input#createaccount');
  const tokenInputs = () => [...list.querySelectorAll<HTMLInputElement>(TOKEN_INPUT)];
  const willHaveAccount = () => settings.loggedIn || settings.registrationRequired || createAccount()?.checked === true;
  const newCardForms = () => box.querySelectorAll<HTMLElement>('.wc-payment-form');
  const saveNew = () => box.querySelectorAll<HTMLElement>('.woocommerce-SavedPaymentMethods-saveNew');

  const applyChoice = () => {
    // Nothing chosen (nothing saved: the list is empty) is a new card too; only a chosen saved card hides the form.
    const chosen = tokenInputs().find((input) => input.checked);
    const usesNew = !chosen || chosen.value === 'new';
    setShown(newCardForms(), usesNew);
    setShown(saveNew(), usesNew && willHaveAccount());
  };

  if (list.dataset.count === '0') list.querySelector('.woocommerce-SavedPaymentMethods-new')?.remove();
  const inputs = tokenInputs();
  const last = inputs[inputs.length - 1];
  if (last && !inputs.some((input) => input.checked)) last.checked = true;
  applyChoice();

  context.listen(list, 'change', (event: Event) => {
    if (event.target instanceof HTMLInputElement && event.target.matches(TOKEN_INPUT)) applyChoice();
  });
  context.listen(document, 'change', (event: Event) => {
    if (event.target === createAccount()) applyChoice();
  });
}
