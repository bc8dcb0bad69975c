// Which WooPayments gateway a Payment Element belongs to and what the shopper chose for it: the card is the
// gateway itself (`woocommerce_payments`), every other method a gateway of its own (`woocommerce_payments_<type>`);
// a saved card chosen instead of "use a new payment method" needs no element; the save checkbox asks the shop to
// keep the card.
import type { UpeSettings } from './upe-settings.ts';

export function gatewayIdFor(settings: Pick<UpeSettings, 'gatewayId'>, type: string): string {
  return type === 'card' ? settings.gatewayId : `${settings.gatewayId}_${type}`;
}

export function gatewayRadio(gatewayId: string, doc: Document = document): HTMLInputElement | null {
  const radio = doc.getElementById(`payment_method_${gatewayId}`);
  return radio instanceof HTMLInputElement ? radio : null;
}

/** A gateway without a radio is the page's only one: chosen. */
export function isChosen(radio: HTMLInputElement | null): boolean {
  return radio === null || radio.checked;
}

/** WooCommerce's tokens list offers "new" beside the saved ones; a saved one ticked means no new payment method. */
export function usesSavedPaymentMethod(gatewayId: string, doc: Document = document): boolean {
  const newMethod = doc.getElementById(`wc-${gatewayId}-payment-token-new`);
  return newMethod instanceof HTMLInputElement && !newMethod.checked;
}

export function saveCheckbox(gatewayId: string, doc: Document = document): HTMLInputElement | null {
  const checkbox = doc.getElementById(`wc-${gatewayId}-new-payment-method`);
  return checkbox instanceof HTMLInputElement ? checkbox : null;
}

export function wantsToSave(gatewayId: string, doc: Document = document): boolean {
  return saveCheckbox(gatewayId, doc)?.checked ?? false;
}
