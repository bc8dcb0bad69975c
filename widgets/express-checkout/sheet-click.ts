// A click on a wallet button. Refused (the sheet stays shut) when the shop first wants the guest to log in
// (the prompt is shown instead), while the price is being read again (announced: try again in a moment), or
// on a product page whose options are missing or unavailable (the French alert). Otherwise the product goes
// into its separate cart, the page is blocked, the click is tracked and the sheet opens with its details —
// all at once, as Stripe wants the answer within a second.
import type { StripeExpressCheckoutElementClickEvent as ClickEvent } from '@stripe/stripe-js';
import { announce } from '../../core/a11y/announcer.ts';
import { t } from '../../core/config/strings.ts';
import { expressText } from './express-strings.ts';
import { confirmLogin } from './login-confirmation.ts';
import { blockPage } from './payment-feedback.ts';
import { addToCartState } from './product-selection.ts';
import { putProductInSeparateCart } from './separate-cart.ts';
import type { SessionScope } from './session-state.ts';
import { sheetDetails } from './sheet-details.ts';

export function sheetClick(scope: SessionScope, event: ClickEvent): void {
  const { deps } = scope;
  if (deps.settings.loginConfirmation) {
    event.reject();
    confirmLogin(deps.settings.loginConfirmation, event.expressPaymentType);
    return;
  }
  if (deps.isRefreshing()) {
    event.reject();
    announce(expressText('updatingPaymentDetails'));
    return;
  }
  if (deps.productForm) {
    const state = addToCartState(deps.productForm);
    if (state !== 'enabled') {
      event.reject();
      window.alert(state === 'unavailable' ? t('variationUnavailable') : expressText('selectOptionsFirst'));
      return;
    }
    putProductInSeparateCart(scope);
  }
  blockPage();
  deps.tracker.buttonClicked(event.expressPaymentType);
  event.resolve(sheetDetails(scope));
}
