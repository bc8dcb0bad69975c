// The cart page mounted on its body with fetch held by the test: one action at a time, the legacy events in
// cart.js's order, the blocks under the overlay while a request runs, and failures told in French without
// resending (a lost answer re-reads the cart).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settle, stubFetch, type PendingFetch } from '../../core/http/fetch-stub.ts';
import type { NoAttributes } from '../../core/registry/define-widget.ts';
import { click, eventually, formFields, freshPage, recordEvents, shopConfig, ticks } from '../../core/testing/shop-page.ts';

const cartPage = (quantity: string, total: string, notice = '') => `
  <div class="woocommerce">${notice}</div>
  <div class="woocommerce"><div class="woocommerce-notices-wrapper"></div>
    <form class="woocommerce-cart-form" id="woocommerce-cart-form" action="/cart/" method="post"><table class="woocommerce-cart-form__contents"><tbody>
      <tr class="cart_item"><td class="product-remove"><a role="button" class="remove" href="/cart/?remove_item=a&amp;_wpnonce=n">×</a></td>
        <td><input type="number" class="qty" name="cart[a][qty]" value="${quantity}"></td></tr>
      <tr><td class="actions"><div class="coupon"><input id="coupon_code" name="coupon_code" value="">
        <button type="submit" name="apply_coupon" value="Appliquer le code promo">Appliquer</button></div>
        <button type="submit" name="update_cart" value="Mettre à jour le panier">Mettre à jour le panier</button></td></tr>
    </tbody></table></form>
    <div class="cart-collaterals"><div class="cart_totals"><table><tr class="order-total"><td>${total}</td></tr>
      <tr><td><input type="radio" name="shipping_method[0]" data-index="0" id="shipping_method_0_flat_rate1" value="flat_rate:1" form="woocommerce-cart-form" checked>
      <input type="radio" name="shipping_method[0]" data-index="0" id="shipping_method_0_local_pickup3" value="local_pickup:3" form="woocommerce-cart-form"></td></tr></table></div></div>
  </div>`;
const wholePage = (body: string) => `<!DOCTYPE html><html><body class="woocommerce-cart">${body}</body></html>`;

const EVENTS = ['updated_wc_div', 'updated_cart_totals', 'wc_cart_emptied', 'applied_coupon', 'updated_shipping_method', 'item_removed_from_classic_cart'] as const;

let calls: PendingFetch[];
let events: Record<(typeof EVENTS)[number], unknown[]>;
let unmount: (() => void) | undefined;
let order: string[];

async function mountCart(): Promise<void> {
  freshPage(cartPage('1', '10,00 €'), { ...shopConfig, cartUrl: '/cart/', cart: { updateShippingMethodNonce: 'ship', applyCouponNonce: 'coupon', removeCouponNonce: 'rm' } });
  document.body.className = 'woocommerce-cart';
  calls = stubFetch();
  events = recordEvents(...EVENTS);
  order = [];
  for (const name of EVENTS) document.body.addEventListener(name, () => order.push(name));
  const { testMount } = await import('../../core/testing/test-mount.ts');
  const { mount } = await import('./cart-page.ts');
  const scope = testMount<NoAttributes>(document.body);
  mount(scope.context);
  unmount = scope.unmount;
}

const updateButton = () => document.querySelector<HTMLButtonElement>('[name="update_cart"]')!;
const quantity = () => document.querySelector<HTMLInputElement>('input.qty')!;
const failure = () => document.querySelector('.woocommerce-notices-wrapper .woocommerce-error[role="alert"]');

function submitWith(button: HTMLButtonElement): void {
  const form = button.form!;
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button });
  if (form.dispatchEvent(event)) throw new Error('the submit was not taken over');
}

describe('cart-page widget', () => {
  beforeEach(mountCart);
  afterEach(() => {
    // The widget listens on the document too, which outlives each test's page.
    unmount?.();
    vi.restoreAllMocks();
  });

  it('disables the update button until a quantity changes', () => {
    expect(updateButton().disabled).toBe(true);
    quantity().value = '2';
    quantity().dispatchEvent(new Event('input', { bubbles: true }));
    expect(updateButton().disabled).toBe(false);
    quantity().value = '1';
    quantity().dispatchEvent(new Event('change', { bubbles: true }));
    expect(updateButton().disabled).toBe(true);
  });

  it('posts the form once, blocks form and totals meanwhile, then swaps and fires the events in cart.js’s order', async () => {
    quantity().value = '3';
    quantity().dispatchEvent(new Event('input', { bubbles: true }));
    submitWith(updateButton());
    submitWith(updateButton());
    quantity().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(new URL('/cart/', location.href).href);
    expect(formFields(calls[0])).toContainEqual(['update_cart', 'Mettre à jour le panier']);
    expect(formFields(calls[0])).toContainEqual(['cart[a][qty]', '3']);
    expect(document.querySelector('form.woocommerce-cart-form')?.classList.contains('processing')).toBe(true);
    expect(document.querySelector('.cart_totals')?.classList.contains('processing')).toBe(true);

    calls[0]?.respond(wholePage(cartPage('3', '30,00 €', '<div class="woocommerce-message" role="alert">Panier mis à jour.</div>')));
    await eventually(() => expect(order).toEqual(['updated_cart_totals', 'updated_wc_div']));
    expect(document.querySelector('.order-total td')?.textContent).toBe('30,00 €');
    expect(document.querySelector('.processing')).toBeNull();
    expect(updateButton().disabled).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('Enter in a quantity field updates without submitting the form natively', async () => {
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    quantity().dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    await settle();
    expect(formFields(calls[0])).toContainEqual(['update_cart', 'Mettre à jour le panier']);
  });

  it('an HTTP error keeps the shopper’s values, shows a French notice with focus and resends nothing', async () => {
    quantity().value = '3';
    quantity().dispatchEvent(new Event('input', { bubbles: true }));
    submitWith(updateButton());
    await settle();
    calls[0]?.respond('<html><body>Erreur</body></html>', { status: 500 });
    await eventually(() => expect(failure()?.textContent).toBe('Le panier n’a pas pu être mis à jour. Le serveur a répondu par une erreur (500). Veuillez réessayer.'));
    expect(document.activeElement).toBe(failure());
    expect(quantity().value).toBe('3');
    expect(updateButton().disabled).toBe(false);
    expect(document.querySelector('.processing')).toBeNull();
    await ticks();
    expect(calls).toHaveLength(1);
    expect(order).toEqual([]);
  });

  it('a removal whose answer was cut re-reads the cart page, then says so', async () => {
    const removal = click(document.querySelector('a.remove')!);
    expect(removal.defaultPrevented).toBe(true);
    await settle();
    expect(calls[0]?.url).toContain('remove_item=a');
    calls[0]?.cut();
    await eventually(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.init.method).toBe('GET');
    expect(calls[1]?.url).toBe('/cart/');
    calls[1]?.respond(wholePage(cartPage('1', '10,00 €')));
    await eventually(() => expect(failure()?.textContent).toContain('Le panier affiché est celui que la boutique a enregistré.'));
    expect(failure()?.textContent).toContain('L’article n’a pas pu être retiré du panier. La connexion avec le serveur a été interrompue.');
    expect(events.item_removed_from_classic_cart).toEqual([]);
  });

  it('a removal that empties the cart fires wc_cart_emptied, updated_wc_div, item_removed_from_classic_cart', async () => {
    click(document.querySelector('a.remove')!);
    await settle();
    calls[0]?.respond(wholePage('<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div><div class="wc-empty-cart-message"><p class="cart-empty woocommerce-info">Votre panier est actuellement vide.</p></div></div>'));
    await eventually(() => expect(order).toEqual(['wc_cart_emptied', 'updated_wc_div', 'item_removed_from_classic_cart']));
    expect(document.querySelector('form.woocommerce-cart-form')).toBeNull();
  });

  it('a coupon goes by wc-ajax with its nonce, then applied_coupon [code] and a re-read without update_cart', async () => {
    document.querySelector<HTMLInputElement>('#coupon_code')!.value = 'BIENVENUE10';
    submitWith(document.querySelector<HTMLButtonElement>('[name="apply_coupon"]')!);
    await settle();
    expect(calls[0]?.url).toBe('/?wc-ajax=apply_coupon');
    expect(formFields(calls[0])).toEqual([['security', 'coupon'], ['coupon_code', 'BIENVENUE10']]);
    calls[0]?.respond('<div class="woocommerce-message" role="alert">Code promo appliqué avec succès.</div>\n');
    await eventually(() => expect(calls).toHaveLength(2));
    expect(events.applied_coupon).toEqual([['BIENVENUE10']]);
    expect(formFields(calls[1]).some(([name]) => name === 'update_cart')).toBe(false);
    calls[1]?.respond(wholePage(cartPage('1', '9,00 €')));
    await eventually(() => expect(document.querySelector('.order-total td')?.textContent).toBe('9,00 €'));
    expect(document.querySelector('.woocommerce-notices-wrapper')?.textContent).toContain('Code promo appliqué avec succès.');
  });

  it('a shipping method goes by update_shipping_method; the totals are swapped, focus is back on the choice', async () => {
    const pickup = document.querySelector<HTMLInputElement>('#shipping_method_0_local_pickup3')!;
    pickup.checked = true;
    pickup.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(calls[0]?.url).toBe('/?wc-ajax=update_shipping_method');
    expect(formFields(calls[0])).toEqual([['security', 'ship'], ['shipping_method[0]', 'local_pickup:3']]);
    expect(document.querySelector('form.woocommerce-cart-form')?.classList.contains('processing')).toBe(false);
    calls[0]?.respond('<div class="cart_totals"><table><tr class="order-total"><td>5,00 €</td></tr><tr><td><input type="radio" name="shipping_method[0]" data-index="0" id="shipping_method_0_local_pickup3" value="local_pickup:3" checked></td></tr></table></div>');
    await eventually(() => expect(order).toEqual(['updated_cart_totals', 'updated_shipping_method']));
    expect(document.querySelector('.order-total td')?.textContent).toBe('5,00 €');
    expect(document.activeElement?.id).toBe('shipping_method_0_local_pickup3');
  });

  it('a shipping rate chosen while another action runs is sent once that action has brought its totals back', async () => {
    click(document.querySelector('a.remove')!);
    await settle();
    const pickup = document.querySelector<HTMLInputElement>('#shipping_method_0_local_pickup3')!;
    pickup.checked = true;
    pickup.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(calls).toHaveLength(1);
    calls[0]?.respond(wholePage(cartPage('1', '10,00 €')));
    await eventually(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.url).toBe('/?wc-ajax=update_shipping_method');
    expect(formFields(calls[1])).toEqual([['security', 'ship'], ['shipping_method[0]', 'local_pickup:3']]);
    expect(document.querySelector<HTMLInputElement>('#shipping_method_0_local_pickup3')?.checked).toBe(true);
  });

  it('wc_update_cart during an action waits for it, then re-reads once', async () => {
    click(document.querySelector('a.remove')!);
    await settle();
    document.body.dispatchEvent(new CustomEvent('wc_update_cart', { bubbles: true }));
    document.body.dispatchEvent(new CustomEvent('wc_update_cart', { bubbles: true }));
    await settle();
    expect(calls).toHaveLength(1);
    calls[0]?.respond(wholePage(cartPage('1', '10,00 €')));
    await eventually(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.init.method).toBe('POST');
    calls[1]?.respond(wholePage(cartPage('1', '10,00 €')));
    await ticks();
    expect(calls).toHaveLength(2);
  });

  it('added_to_cart from another script re-reads the cart and keeps the notices shown', async () => {
    const notice = document.createElement('div');
    notice.className = 'woocommerce-message';
    notice.setAttribute('role', 'alert');
    notice.textContent = '“Spatule” a été ajouté à votre panier.';
    document.querySelector('.woocommerce-notices-wrapper')!.append(notice);
    document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true, detail: [{ 'div.widget_shopping_cart_content': '' }, 'hash', null] }));
    await settle();
    expect(calls).toHaveLength(1);
    calls[0]?.respond(wholePage(cartPage('1', '17,50 €')));
    await eventually(() => expect(document.querySelector('.order-total td')?.textContent).toBe('17,50 €'));
    expect(notice.isConnected).toBe(true);
  });

  it('asks a checkout form on the same page to update after a cart change', async () => {
    const checkout = document.createElement('form');
    checkout.className = 'checkout woocommerce-checkout';
    document.body.append(checkout);
    const updates: unknown[] = [];
    document.body.addEventListener('update_checkout', () => updates.push('update_checkout'));
    click(document.querySelector('a.remove')!);
    await settle();
    calls[0]?.respond(wholePage(cartPage('1', '10,00 €')));
    await eventually(() => expect(updates).toHaveLength(1));
  });

  it('Space on the role=button remove link removes the line', async () => {
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    document.querySelector('a.remove')!.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    await settle();
    expect(calls[0]?.url).toContain('remove_item=a');
  });
});
