// The body of `update_order_review`: the nonce, the chosen gateway, the billing address the totals depend on,
// the shipping address (the billing one again unless the shopper ships elsewhere), whether every shown required
// address field is filled, the whole checkout (all its forms) serialized as `post_data`, and the chosen shipping rate of each package
// (left out when the update must not change the shipping method, after a coupon).
import { chosenPaymentMethod, fieldValue, isShown, shipsToDifferentAddress } from './checkout-fields.ts';
import { serializeForm } from './form-serialization.ts';
import { queryCheckoutAll } from '../../core/dom/checkout-forms.ts';

export interface UpdateCheckoutArgs {
  update_shipping_method?: boolean;
  current_target?: Element | null;
}

const ADDRESS_PARTS: ReadonlyArray<readonly [string, string]> = [
  ['country', 'country'],
  ['state', 'state'],
  ['postcode', 'postcode'],
  ['city', 'city'],
  ['address', 'address_1'],
  ['address_2', 'address_2'],
];

/** Every shown required address row has a value. */
export function hasFullAddress(form: HTMLFormElement): boolean {
  return queryCheckoutAll(form, '.address-field.validate-required').filter(isShown).every((row) => {
    const field = row.querySelector<HTMLInputElement | HTMLSelectElement>('input, select, textarea');
    return !field || field.value !== '';
  });
}

/** `data-index` → rate id of each package's chosen rate (selects, checked radios, a single rate's hidden input). */
export function chosenShippingMethods(form: HTMLFormElement): Array<[string, string]> {
  const controls = queryCheckoutAll<HTMLInputElement | HTMLSelectElement>(
    form,
    'select.shipping_method, input[name^="shipping_method"][type="radio"]:checked, input[name^="shipping_method"][type="hidden"]',
  );
  return controls.map((control) => [control.dataset.index ?? '0', control.value]);
}

export function orderReviewPayload(form: HTMLFormElement, nonce: string, args: UpdateCheckoutArgs = {}): URLSearchParams {
  const body = new URLSearchParams({ security: nonce, payment_method: chosenPaymentMethod(form) });
  const shippingGroup = shipsToDifferentAddress(form) ? 'shipping' : 'billing';
  for (const [key, field] of ADDRESS_PARTS) body.append(key, fieldValue(form, `billing_${field}`));
  for (const [key, field] of ADDRESS_PARTS) body.append(`s_${key}`, fieldValue(form, `${shippingGroup}_${field}`));
  body.append('has_full_address', String(hasFullAddress(form)));
  body.append('post_data', serializeForm(form).toString());
  if (args.update_shipping_method !== false) {
    for (const [index, rate] of chosenShippingMethods(form)) body.append(`shipping_method[${index}]`, rate);
  }
  return body;
}
