// Where a country control's fields live: its closest address block (billing, shipping, the cart's shipping
// calculator, the account's address form; else its form), and in it the state control that goes with it
// (`#<prefix>state`, the prefix being the country control's id without `country`; else any `[name$=state]`).
export const WRAPPER_SELECTOR = '.woocommerce-billing-fields, .woocommerce-shipping-fields, .woocommerce-shipping-calculator, .woocommerce-address-fields';

export type CountryControl = HTMLSelectElement | HTMLInputElement;
export type StateControl = HTMLSelectElement | HTMLInputElement;

export function wrapperOf(country: CountryControl): HTMLElement {
  return country.closest<HTMLElement>(WRAPPER_SELECTOR) ?? country.form ?? country.parentElement ?? document.body;
}

export function isShippingCalculator(wrapper: HTMLElement): boolean {
  return wrapper.matches('.woocommerce-shipping-calculator');
}

export function stateIdFor(country: CountryControl): string {
  return country.id.endsWith('country') ? `${country.id.slice(0, -'country'.length)}state` : '';
}

export function findStateControl(wrapper: HTMLElement, stateId: string): StateControl | null {
  const byId = stateId ? wrapper.ownerDocument.getElementById(stateId) : null;
  const control = byId && wrapper.contains(byId) ? byId : wrapper.querySelector<HTMLElement>('select[name$="state"], input[name$="state"]');
  return control instanceof HTMLSelectElement || control instanceof HTMLInputElement ? control : null;
}

/** The `.form-row` holding a control (the control's parent when the markup has no row). */
export function rowOf(control: HTMLElement): HTMLElement | null {
  return control.closest<HTMLElement>('.form-row') ?? control.parentElement;
}

/** Shown or hidden like jQuery's show()/hide(), and with the `hidden` attribute the server may print. */
export function showRow(row: HTMLElement, shown: boolean): void {
  row.hidden = !shown;
  row.style.display = shown ? '' : 'none';
}
