// What asks for an order review update and when, on the mounted widget under fake timers: init_checkout at
// mount, update_checkout (ours, a plugin's jQuery one, native) debounced 5 ms with the last arguments, shipping
// rates at once, typing after a 1 s pause and only with the block's required address fields filled, nothing from
// a field an autocomplete is filling, an address line with a provider only when left, and the form's own `update`
// event.
import jQuery from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type PendingFetch } from '../../core/http/fetch-stub.ts';
import type { Registry } from '../../core/registry/registry.ts';
import { endpointOf, formFields, freshPage, recordEvents, startRegistryUnderFakeTimers } from '../../core/testing/shop-page.ts';
import { checkoutConfig, checkoutPage, FULL_ADDRESS } from './checkout-test-markup.ts';

let registry: Registry | undefined;
let calls: PendingFetch[];

const reviewCalls = () => calls.filter((call) => endpointOf(call) === 'update_order_review');

async function mount(values: Record<string, string> = FULL_ADDRESS) {
  freshPage(checkoutPage(values), checkoutConfig);
  const events = recordEvents('init_checkout', 'update_checkout');
  const { checkoutFormWidget } = await import('./checkout-form.widget.ts');
  registry = await startRegistryUnderFakeTimers(checkoutFormWidget);
  return events;
}

function keydown(field: Element, key = 'a') {
  field.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
}

function change(field: Element) {
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

beforeEach(() => {
  vi.useFakeTimers();
  calls = stubFetch();
});

afterEach(() => {
  registry?.stop();
  registry = undefined;
  vi.useRealTimers();
  delete (window as Window & { jQuery?: unknown }).jQuery;
});

describe('update triggers', () => {
  it('fires init_checkout at mount, which asks for one update 5 ms later', async () => {
    const events = await mount();
    expect(events.init_checkout).toHaveLength(1);
    expect(events.update_checkout).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(4);
    expect(reviewCalls()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(reviewCalls()).toHaveLength(1);
  });

  it('runs one update for a burst of update_checkout, with the last arguments', async () => {
    await mount();
    await vi.advanceTimersByTimeAsync(10);
    const { emit } = await import('../../core/events/bridge.ts');
    emit('update_checkout');
    await vi.advanceTimersByTimeAsync(3);
    emit('update_checkout', [{ update_shipping_method: false }]);
    await vi.advanceTimersByTimeAsync(5);
    expect(reviewCalls()).toHaveLength(2);
    expect(formFields(reviewCalls()[1]).some(([name]) => name.startsWith('shipping_method'))).toBe(false);
  });

  it('hears a plugin’s jQuery update_checkout and a native one', async () => {
    (window as Window & { jQuery?: unknown }).jQuery = jQuery;
    await mount();
    await vi.advanceTimersByTimeAsync(10);
    jQuery(document.body).trigger('update_checkout');
    await vi.advanceTimersByTimeAsync(5);
    expect(reviewCalls()).toHaveLength(2);
    delete (window as Window & { jQuery?: unknown }).jQuery;
    document.body.dispatchEvent(new CustomEvent('update_checkout', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(5);
    expect(reviewCalls()).toHaveLength(3);
  });

  it('asks at once when a shipping rate or the ship-elsewhere box changes', async () => {
    const events = await mount();
    await vi.advanceTimersByTimeAsync(10);
    change(document.querySelector('#shipping_method_0_local_pickup3')!);
    expect(events.update_checkout).toHaveLength(2);
    change(document.querySelector('#ship-to-different-address input')!);
    await vi.advanceTimersByTimeAsync(5);
    expect(events.update_checkout).toHaveLength(3);
    expect(reviewCalls()).toHaveLength(2);
  });

  it('asks 1 s after the last key in an address field, not before', async () => {
    await mount();
    await vi.advanceTimersByTimeAsync(10);
    const city = document.querySelector('#billing_city')!;
    keydown(city);
    await vi.advanceTimersByTimeAsync(600);
    keydown(city);
    await vi.advanceTimersByTimeAsync(999);
    expect(reviewCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(6);
    expect(reviewCalls()).toHaveLength(2);
  });

  it('ignores Tab, and waits for the block’s required address fields', async () => {
    await mount({ ...FULL_ADDRESS, billing_city: '' });
    await vi.advanceTimersByTimeAsync(10);
    keydown(document.querySelector('#billing_postcode')!, 'Tab');
    keydown(document.querySelector('#billing_postcode')!);
    await vi.advanceTimersByTimeAsync(1100);
    change(document.querySelector('#billing_postcode')!);
    await vi.advanceTimersByTimeAsync(10);
    expect(reviewCalls()).toHaveLength(1);
    document.querySelector<HTMLInputElement>('#billing_city')!.value = 'Lyon';
    change(document.querySelector('#billing_city')!);
    await vi.advanceTimersByTimeAsync(10);
    expect(reviewCalls()).toHaveLength(2);
  });

  it('asks nothing while an address autocomplete fills the field', async () => {
    await mount();
    await vi.advanceTimersByTimeAsync(10);
    const street = document.querySelector('#billing_address_1')!;
    street.setAttribute('data-autocomplete-manipulating', 'true');
    keydown(street);
    change(street);
    await vi.advanceTimersByTimeAsync(1100);
    expect(reviewCalls()).toHaveLength(1);
  });

  it('waits for the shopper to leave an address line that searches addresses, then asks once', async () => {
    await mount();
    await vi.advanceTimersByTimeAsync(10);
    const street = document.querySelector<HTMLInputElement>('#billing_address_1')!;
    street.closest('.woocommerce-input-wrapper')!.classList.add('autocomplete-available');
    keydown(street);
    await vi.advanceTimersByTimeAsync(1100);
    expect(reviewCalls()).toHaveLength(1);
    street.value = '12 rue de la République';
    change(street);
    await vi.advanceTimersByTimeAsync(10);
    expect(reviewCalls()).toHaveLength(2);

    street.closest('.woocommerce-input-wrapper')!.classList.remove('autocomplete-available');
    keydown(street);
    await vi.advanceTimersByTimeAsync(1005);
    expect(reviewCalls(), 'without a provider, typing asks after the pause again').toHaveLength(3);
  });

  it('hears the form’s own update event', async () => {
    (window as Window & { jQuery?: unknown }).jQuery = jQuery;
    await mount();
    await vi.advanceTimersByTimeAsync(10);
    jQuery('form.checkout').trigger('update');
    await vi.advanceTimersByTimeAsync(5);
    expect(reviewCalls()).toHaveLength(2);
  });
});
