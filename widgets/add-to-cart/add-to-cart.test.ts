// The add-to-cart widget mounted by the real registry on a stock loop button: the request it sends, its states,
// the legacy veto, the product-page and cart redirects, the French notice on failure, and Space on role=button.
import jQuery from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import oneItem from '../../core/cart/captures/11-wc-ajax-add_to_cart-success.json';
import { stubFetch, type PendingFetch } from '../../core/http/fetch-stub.ts';
import type { Registry } from '../../core/registry/registry.ts';
import { CART_HASH_KEY, endpointOf, eventually, formFields, freshPage, recordEvents, settleRegistry, shopConfig, startRegistry, ticks, click } from '../../core/testing/shop-page.ts';

const now = new Date('2026-11-22T09:30:00Z').getTime();
const successMessage = '“Pâte à sucre blanche 1 kg” a été ajouté à votre panier';

const page = `
  <header id="masthead">
    <a class="cart-contents" href="/panier/"><span class="count">0 article</span></a>
    <div class="widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div>
  </header>
  <ul class="products columns-4"><li class="product type-product post-63 first">
    <a href="/boutique/?add-to-cart=63" aria-describedby="woocommerce_loop_add_to_cart_link_describedby_63" data-quantity="1"
      class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="63" data-product_sku="PAS-BL-1KG"
      aria-label="Ajouter au panier : “Pâte à sucre blanche 1 kg”" rel="nofollow" data-success_message="${successMessage}" role="button">Ajouter au panier</a>
    <span id="woocommerce_loop_add_to_cart_link_describedby_63" class="screen-reader-text"></span>
  </li></ul>
  <div class="widget_shopping_cart_live_region screen-reader-text" role="status" aria-live="polite"></div>`;

const failurePrefix = 'Le produit n’a pas pu être ajouté au panier.';
const expectedPayload: [string, string][] = [
  ['quantity', '1'],
  ['product_id', '63'],
  ['product_sku', 'PAS-BL-1KG'],
  ['success_message', successMessage],
];

const button = () => document.querySelector<HTMLElement>('.add_to_cart_button')!;
const viewCartLinks = () => document.querySelectorAll('a.added_to_cart');
const notices = () => document.querySelectorAll('.fondant-notice');
const miniCartRows = () => document.querySelectorAll('div.widget_shopping_cart_content .woocommerce-mini-cart-item').length;

let registry: Registry | undefined;
let calls: PendingFetch[];

async function mount(config: Record<string, unknown> = {}, prepare: (button: HTMLElement) => void = () => {}) {
  freshPage(page, { ...shopConfig, ...config });
  prepare(button());
  const { addToCartWidget } = await import('./add-to-cart.widget.ts');
  const events = recordEvents('adding_to_cart', 'added_to_cart', 'wc-blocks_added_to_cart', 'ajax_request_not_sent.adding_to_cart', 'wc_cart_button_updated');
  registry = await startRegistry(addToCartWidget);
  // Its load strategy is 'interaction': the shopper's pointer brings the chunk.
  button().dispatchEvent(new Event('pointerover'));
  await settleRegistry(registry);
  expect(button().getAttribute('data-fondant-mounted')).toBe('add-to-cart');
  return events;
}

function spyOnNavigation() {
  return vi.spyOn(window.location, 'assign').mockImplementation(() => {});
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  calls = stubFetch();
});

afterEach(() => {
  registry?.stop();
  registry = undefined;
  jQuery(document.body).off();
  delete (window as Window & { jQuery?: unknown }).jQuery;
  sessionStorage.clear();
  localStorage.clear();
  vi.useRealTimers();
});

describe('the request', () => {
  it('POSTs every data attribute of the button (not Fondant’s own) to add_to_cart', async () => {
    await mount({}, (element) => {
      element.setAttribute('data-gift-wrap', 'oui');
      element.setAttribute('data-fondant-load', 'interaction');
    });
    const event = click(button());
    await ticks();

    expect(event.defaultPrevented).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/?wc-ajax=add_to_cart');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded; charset=UTF-8');
    expect(formFields(calls[0])).toEqual([...expectedPayload, ['giftWrap', 'oui']]);
  });

  it('sends a click made before the chunk arrived, once', async () => {
    freshPage(page, shopConfig);
    const { addToCartWidget } = await import('./add-to-cart.widget.ts');
    registry = await startRegistry(addToCartWidget);
    const early = click(button());
    click(button());
    await settleRegistry(registry);
    await ticks();
    expect(early.defaultPrevented).toBe(true);
    expect(calls.map(endpointOf)).toEqual(['add_to_cart']);
  });

  it('fires adding_to_cart with the button and the data it sends', async () => {
    const events = await mount();
    click(button());
    expect(events.adding_to_cart).toEqual([[button(), Object.fromEntries(expectedPayload)]]);
  });

  it('sends what an adding_to_cart jQuery handler adds to the data, as the legacy script did', async () => {
    Object.assign(window, { jQuery });
    await mount();
    jQuery(document.body).on('adding_to_cart', (_event, _$button: JQuery, data: Record<string, string>) => {
      data.gift_note = 'Joyeux anniversaire';
    });
    click(button());
    await ticks();
    expect(formFields(calls[0])).toEqual([...expectedPayload, ['gift_note', 'Joyeux anniversaire']]);
  });
});

describe('states', () => {
  it('shows loading, ignores a second click meanwhile, and ends added with the fragments applied', async () => {
    const events = await mount();
    button().classList.add('added');
    click(button());

    expect(button().className).toBe('button product_type_simple add_to_cart_button ajax_add_to_cart loading');
    expect(button().getAttribute('aria-busy')).toBe('true');

    const second = click(button());
    await ticks();
    expect(second.defaultPrevented).toBe(true);
    expect(calls).toHaveLength(1);
    expect(events.adding_to_cart).toHaveLength(1);

    calls[0]?.respond(oneItem);
    await eventually(() => expect(events.added_to_cart).toEqual([[oneItem.fragments, oneItem.cart_hash, button()]]));
    expect(button().className).toBe('button product_type_simple add_to_cart_button ajax_add_to_cart added');
    expect(button().hasAttribute('aria-busy')).toBe(false);
    expect(viewCartLinks()).toHaveLength(1);
    expect(button().nextElementSibling?.textContent).toBe('Voir le panier');
    expect(miniCartRows()).toBe(1);
    expect(sessionStorage.getItem(CART_HASH_KEY)).toBe(oneItem.cart_hash);
    expect(document.querySelector('.widget_shopping_cart_live_region')?.textContent).toBe(successMessage);
    // A classic page (no mini-cart block): WooCommerce fires no blocks event there, nor does Fondant.
    expect(events['wc-blocks_added_to_cart']).toEqual([]);
    expect(events.wc_cart_button_updated).toEqual([[button()]]);

    // Nothing else was asked of the server: the blocks echo of our own event is not a refresh request.
    await ticks();
    expect(calls.map(endpointOf)).toEqual(['add_to_cart']);
  });

  it('can add again once the first add is over', async () => {
    await mount();
    click(button());
    await ticks();
    calls[0]?.respond(oneItem);
    await eventually(() => expect(button().classList.contains('added')).toBe(true));
    click(button());
    expect(button().classList.contains('added')).toBe(false);
    expect(button().classList.contains('loading')).toBe(true);
    await ticks();
    expect(calls.map(endpointOf)).toEqual(['add_to_cart', 'add_to_cart']);
    calls[1]?.respond(oneItem);
    await eventually(() => expect(button().classList.contains('added')).toBe(true));
    expect(viewCartLinks()).toHaveLength(1);
  });

  it.each<[string, (button: HTMLElement) => void]>([
    ['the disabled attribute', (element) => element.setAttribute('disabled', '')],
    ['aria-disabled="true"', (element) => element.setAttribute('aria-disabled', 'true')],
    ['the .disabled class', (element) => element.classList.add('disabled')],
  ])('sends nothing for a button disabled by %s', async (_name, disable) => {
    const events = await mount({}, disable);
    const event = click(button());
    await ticks();
    expect(event.defaultPrevented).toBe(true);
    expect(calls).toHaveLength(0);
    expect(button().classList.contains('loading')).toBe(false);
    expect(button().hasAttribute('aria-busy')).toBe(false);
    expect(events.adding_to_cart).toHaveLength(0);
  });
});

describe('the legacy veto (should_send_ajax_request.adding_to_cart)', () => {
  function expectVetoed(events: Record<string, unknown[]>): void {
    expect(calls).toHaveLength(0);
    expect(button().classList.contains('loading')).toBe(false);
    expect(button().hasAttribute('aria-busy')).toBe(false);
    expect(events.adding_to_cart).toHaveLength(0);
    expect(events['ajax_request_not_sent.adding_to_cart']).toEqual([[false, false, button()]]);
  }

  it('a jQuery handler returning false sends nothing and fires ajax_request_not_sent with [false, false, $button]', async () => {
    Object.assign(window, { jQuery });
    const events = await mount();
    const asked: unknown[] = [];
    const notSent: unknown[][] = [];
    jQuery(document.body).on('should_send_ajax_request.adding_to_cart', (_event, $button: JQuery) => {
      asked.push($button[0]);
      return false;
    });
    jQuery(document.body).on('ajax_request_not_sent.adding_to_cart', (_event, a: unknown, b: unknown, $button: JQuery) => {
      notSent.push([a, b, $button[0]]);
    });

    click(button());
    await ticks();

    expect(asked).toEqual([button()]);
    expect(notSent).toEqual([[false, false, button()]]);
    expectVetoed(events);
  });

  it('a native listener calling preventDefault() vetoes it the same way', async () => {
    const events = await mount();
    const asked: unknown[] = [];
    document.body.addEventListener('should_send_ajax_request.adding_to_cart', (event) => {
      asked.push((event as CustomEvent<unknown[]>).detail[0]);
      event.preventDefault();
    });
    click(button());
    await ticks();
    expect(asked).toEqual([button()]);
    expectVetoed(events);
  });

  it('a handler that does not return false lets the add through', async () => {
    Object.assign(window, { jQuery });
    await mount();
    jQuery(document.body).on('should_send_ajax_request.adding_to_cart', () => true);
    document.body.addEventListener('should_send_ajax_request.adding_to_cart', () => {});
    click(button());
    await ticks();
    expect(calls.map(endpointOf)).toEqual(['add_to_cart']);
  });

  it('the data is read after the hook, as the legacy script does, so a plugin can still set it there', async () => {
    Object.assign(window, { jQuery });
    await mount();
    jQuery(document.body).on('should_send_ajax_request.adding_to_cart', (_event, $button: JQuery) => {
      $button.attr('data-quantity', '3');
    });
    click(button());
    await ticks();
    expect(formFields(calls[0])[0]).toEqual(['quantity', '3']);
  });
});

describe('redirects', () => {
  it('goes to the product page when WooCommerce answers error + product_url', async () => {
    const assign = spyOnNavigation();
    const events = await mount();
    click(button());
    await ticks();
    calls[0]?.respond({ error: true, product_url: 'http://localhost:3000/produit/pate-a-sucre-blanche-1-kg/' });
    await eventually(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/produit/pate-a-sucre-blanche-1-kg/');
    await ticks();
    expect(events.added_to_cart).toHaveLength(0);
    expect(notices()).toHaveLength(0);
    expect(calls).toHaveLength(1);
  });

  it('goes to the cart after a successful add when cartRedirectAfterAdd is set', async () => {
    const assign = spyOnNavigation();
    const events = await mount({ cartRedirectAfterAdd: true, cartUrl: '/mon-panier/' });
    click(button());
    await ticks();
    calls[0]?.respond(oneItem);
    await eventually(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(new URL('/mon-panier/', document.baseURI).href);
    expect(events.added_to_cart).toHaveLength(0);
  });

  it('stays on the page after a successful add without cartRedirectAfterAdd', async () => {
    const assign = spyOnNavigation();
    const events = await mount();
    click(button());
    await ticks();
    calls[0]?.respond(oneItem);
    await eventually(() => expect(events.added_to_cart).toHaveLength(1));
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('failures', () => {
  it.each<[string, (call: PendingFetch) => void, string]>([
    ['HTTP 500', (call) => call.respond('<p>Erreur</p>', { status: 500 }), 'Le serveur a répondu par une erreur (500).'],
    ['a body that is not JSON', (call) => call.respond('<!DOCTYPE html><title>Boutique</title>'), 'La réponse n’est pas une réponse JSON valide.'],
    ['an answer without fragments', (call) => call.respond({ cart_hash: oneItem.cart_hash }), 'Une erreur inconnue est survenue.'],
    ['error without product_url', (call) => call.respond({ error: true }), 'Une erreur inconnue est survenue.'],
    ['a network error', (call) => call.fail(), 'Vous êtes probablement hors ligne.'],
  ])('%s: French notice after the button, loading removed, then the cart re-read', async (_name, fail, reason) => {
    const assign = spyOnNavigation();
    const events = await mount();
    click(button());
    await ticks();
    expect(calls.map(endpointOf)).toEqual(['add_to_cart']);
    fail(calls[0]!);

    await eventually(() => expect(notices()).toHaveLength(1));
    const notice = button().nextElementSibling as HTMLElement;
    expect(notice.tagName).toBe('SPAN');
    expect(notice.className).toBe('fondant-notice fondant-notice--error');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toBe(`${failurePrefix} ${reason} Veuillez réessayer.`);
    expect(button().classList.contains('loading')).toBe(false);
    expect(button().classList.contains('added')).toBe(false);
    expect(button().hasAttribute('aria-busy')).toBe(false);
    expect(events.added_to_cart).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();

    await eventually(() => expect(calls.map(endpointOf)).toEqual(['add_to_cart', 'get_refreshed_fragments']));
    expect(formFields(calls[1])).toEqual([['time', String(now)]]);
    calls[1]?.respond(oneItem);
    await eventually(() => expect(miniCartRows()).toBe(1));
  });

  it('a new click removes the notice', async () => {
    await mount();
    click(button());
    await ticks();
    calls[0]?.respond('', { status: 503 });
    await eventually(() => expect(notices()).toHaveLength(1));
    click(button());
    expect(notices()).toHaveLength(0);
    expect(button().classList.contains('loading')).toBe(true);
  });
});

describe('keyboard', () => {
  const space = () => new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });

  it('Space on the role=button link clicks it', async () => {
    await mount();
    const event = space();
    button().dispatchEvent(event);
    await ticks();
    expect(event.defaultPrevented).toBe(true);
    expect(calls.map(endpointOf)).toEqual(['add_to_cart']);
  });

  it('Space on a link without role=button is left alone', async () => {
    await mount({}, (element) => element.removeAttribute('role'));
    const event = space();
    button().dispatchEvent(event);
    await ticks();
    expect(event.defaultPrevented).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('other keys do nothing', async () => {
    await mount();
    const event = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
    button().dispatchEvent(event);
    await ticks();
    expect(event.defaultPrevented).toBe(false);
    expect(calls).toHaveLength(0);
  });
});
