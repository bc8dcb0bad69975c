// What asks for an order review update, with the legacy timings: `update_checkout` (anyone's, jQuery or native)
// runs the update 5 ms later, the last arguments winning; a change of a shipping rate, of the ship-elsewhere
// box or of an `update_totals_on_change` choice asks at once; typing in an address field asks 1 s after the
// last key, and a changed address field asks when leaving it — but only once the required address fields of
// its block are filled; a field an address autocomplete is filling in (`data-autocomplete-manipulating`)
// asks nothing, and an address line with an autocomplete provider on it (`autocomplete-available` on its wrapper,
// where typing is searching) asks only when the shopper leaves it. A checkout form's own `update` event asks too;
// every checkout form is heard (a page builder prints one per module).
import { emit } from '../../core/events/bridge.ts';
import { checkoutFormsOf } from '../../core/dom/checkout-forms.ts';
import type { MountContext } from '../../core/registry/define-widget.ts';
import type { UpdateCheckoutArgs } from './review-payload.ts';

export const UPDATE_DEBOUNCE_MS = 5;
export const TYPING_PAUSE_MS = 1000;

const CHANGES_AT_ONCE = [
  'select.shipping_method',
  'input[name^="shipping_method"]',
  '#ship-to-different-address input',
  '.update_totals_on_change select',
  '.update_totals_on_change input[type="radio"]',
  '.update_totals_on_change input[type="checkbox"]',
].join(',');
const ADDRESS_SELECTS = '.address-field select';
const TYPED_FIELDS = '.address-field input.input-text, .update_totals_on_change input.input-text';

export interface UpdateTriggers {
  /** Drops the update a key press or an `update_checkout` is still waiting to run. */
  cancelPending(): void;
  /** Asks for an update the legacy way: `update_checkout` on body, heard by plugins and by us. */
  requestUpdate(args?: UpdateCheckoutArgs): void;
  /** A field of the form changed (the shopper's change event, or a plugin's jQuery trigger). */
  fieldChanged(target: Element): void;
}

/** The required address fields of the block (nearest div) around the field are all filled. */
export function blockAddressComplete(field: Element): boolean {
  const block = field.closest('div');
  if (!block) return true;
  return [...block.querySelectorAll('.address-field.validate-required input.input-text')].every((input) => (input as HTMLInputElement).value !== '');
}

/** The first address line of a group whose country has an address autocomplete provider. */
function searchesAddresses(target: Element): boolean {
  return target.matches('#billing_address_1, #shipping_address_1') && target.closest('.woocommerce-input-wrapper.autocomplete-available') !== null;
}

function isAutocompleteManipulating(target: Element): boolean {
  return target.getAttribute('data-autocomplete-manipulating') === 'true';
}

export function watchUpdateTriggers(form: HTMLFormElement, context: MountContext<unknown>, runUpdate: (args: UpdateCheckoutArgs) => Promise<void>): UpdateTriggers {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dirtyField: Element | null = null;
  const cancelPending = () => clearTimeout(timer);
  context.onCleanup(cancelPending);

  const requestUpdate = (args?: UpdateCheckoutArgs) => {
    cancelPending();
    dirtyField = null;
    emit('update_checkout', args === undefined ? [] : [args]);
  };

  const updateIfAddressComplete = () => {
    if (!dirtyField || blockAddressComplete(dirtyField)) requestUpdate();
  };

  context.on('update_checkout', (args?: UpdateCheckoutArgs) => {
    cancelPending();
    const kept = typeof args === 'object' && args !== null ? args : {};
    timer = setTimeout(context.guard(() => runUpdate(kept)), UPDATE_DEBOUNCE_MS);
  });
  const forms = checkoutFormsOf(form);
  for (const part of forms) context.on('update', () => requestUpdate(), { target: part, ownEventsOnly: true });

  const fieldChanged = (target: Element) => {
    if (isAutocompleteManipulating(target)) return;
    if (target.matches(CHANGES_AT_ONCE)) {
      requestUpdate({ current_target: target });
    } else if (target.matches(ADDRESS_SELECTS)) {
      dirtyField = target;
      updateIfAddressComplete();
    } else if (target.matches(TYPED_FIELDS) && dirtyField) {
      updateIfAddressComplete();
    }
  };
  const keyPressed = (event: KeyboardEvent) => {
    const target = event.target;
    if (event.key === 'Tab' || !(target instanceof Element) || !target.matches(TYPED_FIELDS) || isAutocompleteManipulating(target)) return;
    dirtyField = target;
    cancelPending();
    if (searchesAddresses(target)) return;
    timer = setTimeout(context.guard(updateIfAddressComplete), TYPING_PAUSE_MS);
  };
  for (const part of forms) {
    context.listen(part, 'change', (event) => {
      if (event.target instanceof Element) fieldChanged(event.target);
    });
    context.listen(part, 'keydown', keyPressed);
  }

  return { cancelPending, requestUpdate, fieldChanged };
}
