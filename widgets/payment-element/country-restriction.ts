// A method offered only for some billing countries (SEPA direct debit: the SEPA area) is hidden, with its radio,
// while the billing country is another; if it was the chosen one, the card is chosen instead. The country is the
// checkout's billing country field, else (pay-for-order, add payment method) the customer's billing country.
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { gatewayRadio } from './gateway-choice.ts';
import type { UpeSettings } from './upe-settings.ts';

export function billingCountry(settings: Pick<UpeSettings, 'customer'>, doc: Document = document): string {
  const field = doc.getElementById('billing_country');
  const value = field instanceof HTMLSelectElement || field instanceof HTMLInputElement ? field.value : '';
  return value || settings.customer?.billingCountry || '';
}

/** Shows or hides the method's list item; returns whether it is offered. */
export function applyCountryRestriction(item: HTMLElement, countries: readonly string[], country: string, fallbackGatewayId: string): boolean {
  const offered = countries.length === 0 || countries.includes(country);
  if (offered) {
    item.style.removeProperty('display');
    return true;
  }
  item.style.display = 'none';
  const radio = item.querySelector<HTMLInputElement>('input[name="payment_method"]');
  if (radio?.checked) gatewayRadio(fallbackGatewayId, item.ownerDocument)?.click();
  return false;
}

export function restrictToCountries(context: MountContext<NoAttributes>, settings: UpeSettings, gatewayId: string, countries: readonly string[]): void {
  if (countries.length === 0) return;
  const item = gatewayRadio(gatewayId)?.closest<HTMLElement>('li') ?? null;
  if (!item) return;
  const apply = () => applyCountryRestriction(item, countries, billingCountry(settings), settings.gatewayId);
  apply();
  context.listen(document, 'change', (event: Event) => {
    if (event.target instanceof HTMLElement && event.target.id === 'billing_country') apply();
  });
}
