// After a cancelled wallet sheet, the page's address fields are brought in line with the address the sheet
// already sent to the session with cart/update-customer, as WooPayments does: the cart's shipping calculator
// (then recalculated), or the checkout's billing country, state, city and postcode. Not for CA and GB, whose
// wallet postcodes are redacted and which WooCommerce would refuse.
import type { WalletAddress } from './wallet-address.ts';

const REDACTED_POSTCODE_COUNTRIES = new Set(['CA', 'GB']);

type Field = HTMLInputElement | HTMLSelectElement;

/** Sets a field and tells the page's scripts; a select matches an option's value or its label. */
function fill(field: Field | null, value: string | null | undefined): void {
  if (!field || value === undefined || value === null) return;
  if (field instanceof HTMLSelectElement) {
    const option = [...field.options].find((candidate) => candidate.value === value || candidate.text.trim() === value);
    if (!option) return;
    field.value = option.value;
  } else {
    field.value = value;
  }
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

export function refillAddressFields(context: string, address: WalletAddress, doc: Document = document): void {
  if (REDACTED_POSTCODE_COUNTRIES.has(address.country ?? '')) return;
  const values = { country: address.country, state: address.state, city: address.city, postcode: address.postal_code };
  if (context === 'cart') {
    const form = doc.querySelector<HTMLFormElement>('form.woocommerce-shipping-calculator');
    if (!form) return;
    for (const [part, value] of Object.entries(values)) fill(form.querySelector<Field>(`[name="calc_shipping_${part}"]`), value);
    form.querySelector<HTMLButtonElement>('[name="calc_shipping"]')?.click();
  } else if (context === 'checkout') {
    const form = doc.querySelector<HTMLFormElement>('form.woocommerce-checkout');
    if (!form) return;
    for (const [part, value] of Object.entries(values)) fill(form.querySelector<Field>(`[name="billing_${part}"]`), value);
  }
}
