// What the checkout form tells Stripe about the payer, and whether it is complete enough to ask for a payment
// method at all: with a required billing field left empty the order goes to the shop as it is, which names what
// is missing (as WooPayments does). Elsewhere (pay-for-order, add payment method) the customer's own data.
import type { CustomerData } from './upe-settings.ts';

export interface BillingDetails {
  name?: string;
  email?: string;
  phone?: string;
  address?: Record<string, string>;
}

/** A field's value, '' when the form lacks it: Stripe wants every detail the element was told not to ask. */
function fieldValue(form: HTMLFormElement, id: string): string {
  const field = form.ownerDocument.getElementById(id);
  return field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement ? field.value : '';
}

export function isCheckoutForm(form: HTMLFormElement): boolean {
  return form.name === 'checkout' || form.classList.contains('checkout');
}

export function billingDetailsFrom(form: HTMLFormElement, customer: CustomerData | null): BillingDetails {
  const fromCustomer: BillingDetails = customer
    ? { name: customer.name || undefined, email: customer.email, address: { country: customer.billingCountry } }
    : {};
  if (!isCheckoutForm(form)) return fromCustomer;
  return {
    ...fromCustomer,
    name: `${fieldValue(form, 'billing_first_name')} ${fieldValue(form, 'billing_last_name')}`.trim(),
    email: fieldValue(form, 'billing_email'),
    phone: fieldValue(form, 'billing_phone'),
    address: {
      ...fromCustomer.address,
      city: fieldValue(form, 'billing_city'),
      country: fieldValue(form, 'billing_country'),
      line1: fieldValue(form, 'billing_address_1'),
      line2: fieldValue(form, 'billing_address_2'),
      postal_code: fieldValue(form, 'billing_postcode'),
      state: fieldValue(form, 'billing_state'),
    },
  };
}

const CHECKED_FIELDS = ['billing_email', 'billing_country', 'billing_address_1', 'billing_city', 'billing_postcode'];

/** A required billing field of the form is empty (the name counts once for first and last name). */
export function isBillingInformationMissing(form: HTMLFormElement, enabledFields: readonly string[]): boolean {
  const nameShown = enabledFields.includes('billing_first_name') || enabledFields.includes('billing_last_name');
  const name = `${fieldValue(form, 'billing_first_name')}${fieldValue(form, 'billing_last_name')}`.trim();
  if (nameShown && name === '') return true;
  return CHECKED_FIELDS.filter((id) => enabledFields.includes(id)).some((id) => {
    const row = form.ownerDocument.getElementById(id)?.closest('.form-row');
    return row?.classList.contains('validate-required') === true && !fieldValue(form, id);
  });
}
