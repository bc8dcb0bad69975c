// Filling a group: a provider's answer read as an address (string fields only), a country the select does not
// offer left as it was, the later fields looked up again after the country's change (a replaced state field gets
// its value), and no fill once unmounted.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshPage, recordEvents } from '../../core/testing/shop-page.ts';
import { testMount } from '../../core/testing/test-mount.ts';
import { asSelectedAddress, fillAddress } from './address-fill.ts';

const html = `<form class="checkout">
  <select id="shipping_country"><option value="FR">France</option><option value="BE">Belgique</option></select>
  <input id="shipping_address_1"><input id="shipping_address_2" value="old"><input id="shipping_postcode"><input id="shipping_city"><input id="shipping_state" type="hidden">
</form>`;

afterEach(() => vi.useRealTimers());

describe('asSelectedAddress', () => {
  it('keeps the string fields of an object, and refuses anything else', () => {
    expect(asSelectedAddress({ country: 'FR', city: 'Lyon', postcode: 69002, extra: 'x' })).toEqual({ country: 'FR', city: 'Lyon' });
    expect(asSelectedAddress('Lyon')).toBeNull();
    expect(asSelectedAddress(null)).toBeNull();
    expect(asSelectedAddress(['FR'])).toBeNull();
  });
});

describe('fillAddress', () => {
  it('leaves a country the select does not offer, and fills the fields found after the country change', async () => {
    freshPage(html);
    vi.useFakeTimers();
    const { context } = testMount(document.querySelector('form')!);
    const country = document.getElementById('shipping_country') as HTMLSelectElement;
    // The country's change re-renders the state field, as the address fields do.
    country.addEventListener('change', () => {
      const state = document.createElement('select');
      state.id = 'shipping_state';
      state.innerHTML = '<option value=""></option><option value="VAN">Anvers</option>';
      document.getElementById('shipping_state')!.replaceWith(state);
    });
    const events = recordEvents('update_checkout');
    const done = fillAddress('shipping', { country: 'DE', address_1: 'Unter den Linden 1', state: 'VAN' }, context);
    expect(country.value).toBe('FR');
    expect((document.getElementById('shipping_state') as HTMLElement).tagName).toBe('INPUT');
    await vi.advanceTimersByTimeAsync(50);
    await done;
    expect((document.getElementById('shipping_address_1') as HTMLInputElement).value).toBe('Unter den Linden 1');
    expect((document.getElementById('shipping_address_2') as HTMLInputElement).value).toBe('');
    expect(events.update_checkout).toHaveLength(1);

    const second = fillAddress('shipping', { country: 'BE', state: 'VAN' }, context);
    expect(country.value).toBe('BE');
    await vi.advanceTimersByTimeAsync(50);
    await second;
    expect((document.getElementById('shipping_state') as HTMLSelectElement).value).toBe('VAN');
    expect(events.update_checkout).toHaveLength(2);
  });

  it('fills nothing more and asks nothing once the widget is gone', async () => {
    freshPage(html);
    vi.useFakeTimers();
    const mounted = testMount(document.querySelector('form')!);
    const events = recordEvents('update_checkout');
    const done = fillAddress('shipping', { address_1: '1 Rue Neuve', city: 'Lyon' }, mounted.context);
    mounted.unmount();
    await vi.advanceTimersByTimeAsync(50);
    await done;
    expect((document.getElementById('shipping_address_1') as HTMLInputElement).value).toBe('1 Rue Neuve');
    expect((document.getElementById('shipping_city') as HTMLInputElement).value).toBe('');
    expect(events.update_checkout).toHaveLength(0);
  });
});
