// The chosen address into its group's fields, in WooCommerce's order: the country and address line 1 at once;
// then, 50 ms later — the country's change has re-rendered its state field by then, so the fields are looked up
// again —, address line 2, city, postcode and state, each set or cleared when the address has none. Each field
// gets its value (an input its value attribute too) and a native bubbling `change`, which jQuery handlers hear as
// well, while marked data-autocomplete-manipulating: the checkout asks no update per field. The fill then asks
// one order review update, `update_checkout` on body, heard by the checkout and by plugins.
import { emit } from '../../core/events/bridge.ts';
import type { MountContext } from '../../core/registry/define-widget.ts';
import type { AddressGroup, SelectedAddress } from './provider-api.ts';

export const LATER_FIELDS_DELAY_MS = 50;

/** Read by the checkout: a change of a field marked so asks no order review update. */
export const MANIPULATING_ATTRIBUTE = 'data-autocomplete-manipulating';

type FieldKey = keyof SelectedAddress;
const LATER_FIELDS: readonly FieldKey[] = ['address_2', 'city', 'postcode', 'state'];

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function controlOf(group: AddressGroup, key: FieldKey): Control | null {
  const element = document.getElementById(`${group}_${key}`);
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement ? element : null;
}

/** A select keeps its value when it has no option for the new one (a country the shop does not sell to). */
function accepts(control: Control, value: string): boolean {
  return !(control instanceof HTMLSelectElement) || value === '' || [...control.options].some((option) => option.value === value);
}

function setField(group: AddressGroup, key: FieldKey, value: string): void {
  const control = controlOf(group, key);
  if (!control || !accepts(control, value)) return;
  control.value = value;
  if (control instanceof HTMLInputElement) control.setAttribute('value', value);
  control.setAttribute(MANIPULATING_ATTRIBUTE, 'true');
  try {
    control.dispatchEvent(new Event('change', { bubbles: true }));
  } finally {
    control.removeAttribute(MANIPULATING_ATTRIBUTE);
  }
}

/** A provider's answer as an address: only its string fields; null when it is not an object. */
export function asSelectedAddress(value: unknown): SelectedAddress | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const address: SelectedAddress = {};
  for (const key of ['country', 'address_1', ...LATER_FIELDS] as const) {
    const field = (value as Record<string, unknown>)[key];
    if (typeof field === 'string') address[key] = field;
  }
  return address;
}

export function fillAddress(group: AddressGroup, address: SelectedAddress, context: MountContext<unknown>): Promise<void> {
  if (address.country !== undefined) setField(group, 'country', address.country);
  if (address.address_1 !== undefined) setField(group, 'address_1', address.address_1);
  return new Promise((resolve) => {
    const fillLater = context.guard(() => {
      if (context.signal.aborted) return;
      for (const key of LATER_FIELDS) setField(group, key, address[key] ?? '');
      emit('update_checkout');
    });
    setTimeout(() => {
      fillLater();
      resolve();
    }, LATER_FIELDS_DELAY_MS);
  });
}
