// Wallet (Apple Pay / Google Pay) names and addresses → Store API addresses, as WooPayments' Store-API
// generation sends them to cart/update-customer and checkout.
import type { StoreApiAddress, StoreApiBillingAddress } from './store-api-types.ts';

/** The Express Checkout Element address shape (events carry the name beside it). */
export interface WalletAddress {
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  state?: string | null;
  postal_code?: string | null;
  country?: string | null;
}

export interface WalletBillingDetails {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: WalletAddress | null;
}

/** Splits a full name at the first space: first word → first name, the other words → last name. */
export function splitRecipientName(name: string | null | undefined): { first_name: string; last_name: string } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { first_name: words[0] ?? '', last_name: words.slice(1).join(' ') };
}

/** Removes every whitespace from a postcode (shipping addresses only; billing ones go as the wallet gave them). */
export function postcodeWithoutSpaces(postcode: string | null | undefined): string {
  return (postcode ?? '').replace(/\s+/g, '');
}

/** Strips parentheses, spaces and dashes from a phone number (WooPayments' [() -]). */
export function normalizePhone(phone: string | null | undefined): string {
  return (phone ?? '').replace(/[() -]/g, '');
}

/** Express Checkout Element shape: name + address → Store API shipping address; phone given apart. */
export function eceShippingAddressToStoreApi(
  name: string | null | undefined,
  address: WalletAddress,
  phone?: string | null,
): StoreApiAddress {
  return {
    ...splitRecipientName(name),
    company: '',
    address_1: address.line1 ?? '',
    address_2: address.line2 ?? '',
    city: address.city ?? '',
    state: address.state ?? '',
    postcode: postcodeWithoutSpaces(address.postal_code),
    country: address.country ?? '',
    phone: normalizePhone(phone),
  };
}

/** Wallet billing details → Store API billing address; a one-word name gives the last name '-'. */
export function walletBillingToStoreApi(billing: WalletBillingDetails, payerPhone?: string | null): StoreApiBillingAddress {
  const { first_name, last_name } = splitRecipientName(billing.name);
  const address = billing.address ?? {};
  return {
    first_name,
    last_name: last_name === '' ? '-' : last_name,
    company: '',
    address_1: address.line1 ?? '',
    address_2: address.line2 ?? '',
    city: address.city ?? '',
    state: address.state ?? '',
    postcode: address.postal_code ?? '',
    country: address.country ?? '',
    email: billing.email ?? '',
    phone: normalizePhone(billing.phone || payerPhone),
  };
}
