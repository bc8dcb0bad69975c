// Gateways that draw their own place-order button register it with WooCommerce's `wc.customPlaceOrderButton`
// (its wc-custom-place-order-button script, which stays on the page with jQuery when a gateway depends on it). The
// checkout script it worked with asked it to show the chosen gateway's button and hide the default one; Fondant's
// payment switch asks the same: at mount (the default button hidden first when the gateway has its own), on every
// new choice, when a gateway registers late (`wc_custom_place_order_button_registered`), and it clears the button
// before the order review is refreshed (`update_checkout`). The gateway gets the place-order API the checkout
// script gave it: `validate()` (the fields' own checks, required rows, the terms box) and `submit()`.
import { queryCheckoutAll } from '../../core/dom/checkout-forms.ts';

/** What the gateway's button may ask of the form. */
export interface PlaceOrderApi {
  validate(): Promise<{ hasError: boolean }>;
  submit(): void;
}

interface CustomPlaceOrderButtons {
  __maybeShow?(gatewayId: string, api: PlaceOrderApi): void;
  __maybeHideDefaultButtonOnInit?(gatewayId: string): void;
  __cleanup?(): void;
}

/** The page's registry, when the script is there. */
export function customPlaceOrderButtons(): CustomPlaceOrderButtons | undefined {
  const wc = (window as unknown as { wc?: { customPlaceOrderButton?: CustomPlaceOrderButtons } }).wc;
  return typeof wc?.customPlaceOrderButton?.__maybeShow === 'function' ? wc.customPlaceOrderButton : undefined;
}

/** Asks the registry, when the page has one, to show the gateway's own button in the form holding `payment`. */
export function showCustomPlaceOrderButton(payment: HTMLElement, gatewayId: string): void {
  const form = payment.closest('form');
  if (form) customPlaceOrderButtons()?.__maybeShow?.(gatewayId, placeOrderApi(form));
}

const isShown = (element: HTMLElement) => element.getClientRects().length > 0;

function isEmpty(field: HTMLInputElement | HTMLSelectElement): boolean {
  return field instanceof HTMLInputElement && field.type === 'checkbox' ? !field.checked : field.value === '';
}

/** The checkout form's place-order API for a gateway's own button (its checks run over every checkout form). */
export function placeOrderApi(form: HTMLFormElement): PlaceOrderApi {
  return {
    validate() {
      const terms = queryCheckoutAll<HTMLInputElement>(form, 'input[name="terms"]').find(isShown);
      terms?.closest('.form-row')?.classList.remove('woocommerce-invalid');
      // Each field's own checks (the checkout widget answers `validate`), then what they do not cover.
      for (const field of queryCheckoutAll<HTMLElement>(form, '.input-text, select, input[type="checkbox"]')) {
        field.dispatchEvent(new Event('validate', { bubbles: true }));
      }
      let hasError = queryCheckoutAll<HTMLElement>(form, '.woocommerce-invalid').some(isShown);
      for (const row of queryCheckoutAll<HTMLElement>(form, '.validate-required')) {
        if (!isShown(row)) continue;
        const field = row.querySelector<HTMLInputElement | HTMLSelectElement>('input.input-text, select, input[type="checkbox"]');
        if (field && isEmpty(field)) {
          hasError = true;
          row.classList.add('woocommerce-invalid', 'woocommerce-invalid-required-field');
        }
      }
      if (terms && !terms.checked) {
        hasError = true;
        terms.closest('.form-row')?.classList.add('woocommerce-invalid');
      }
      if (hasError) queryCheckoutAll<HTMLElement>(form, '.woocommerce-invalid').find(isShown)?.scrollIntoView({ block: 'center' });
      return Promise.resolve({ hasError });
    },
    submit() {
      form.requestSubmit();
    },
  };
}
