// Placing the order on the mounted widget: the veto hooks asked on the form (a jQuery handler's false stops it),
// one POST while one runs, the form blocked and `processing`, success → the http(s) redirect unless
// checkout_place_order_success vetoes, failure → the accessible notices and checkout_error, an HTTP error →
// the checkout error text, and a lost answer → the unknown-outcome notice, the form kept blocked, nothing resent.
import jQuery from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type PendingFetch } from '../../core/http/fetch-stub.ts';
import type { Registry } from '../../core/registry/registry.ts';
import { endpointOf, freshPage, recordEvents, startRegistry, ticks } from '../../core/testing/shop-page.ts';
import { checkoutConfig, checkoutPage, FULL_ADDRESS } from './checkout-test-markup.ts';

vi.mock('./navigation.ts', () => ({ goTo: vi.fn(), reloadPage: vi.fn() }));

let registry: Registry | undefined;
let calls: PendingFetch[];

const form = () => document.querySelector<HTMLFormElement>('form.checkout')!;
const orderCalls = () => calls.filter((call) => endpointOf(call) === 'checkout');
const VALIDATION = '\n<ul class="woocommerce-error" role="alert">\n<li data-id="billing_first_name"><strong>Prénom</strong> est un champ obligatoire.</li>\n<li data-id="terms">Veuillez accepter les conditions.</li>\n</ul>\n';

async function mount() {
  freshPage(checkoutPage(FULL_ADDRESS), checkoutConfig);
  const events = recordEvents('checkout_error');
  const { checkoutFormWidget } = await import('./checkout-form.widget.ts');
  registry = await startRegistry(checkoutFormWidget);
  await ticks(3);
  calls.find((call) => endpointOf(call) === 'update_order_review')?.respond({ result: 'success', fragments: {} });
  await ticks(3);
  return events;
}

function submit(): SubmitEvent {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
  form().dispatchEvent(event);
  return event;
}

beforeEach(() => {
  calls = stubFetch();
});

afterEach(() => {
  registry?.stop();
  registry = undefined;
  delete (window as Window & { jQuery?: unknown }).jQuery;
  document.querySelectorAll('.woocommerce-NoticeGroup').forEach((group) => group.remove());
});

describe('place order', () => {
  it('posts the serialized form once, blocked and processing, and goes to the redirect', async () => {
    const { goTo } = await import('./navigation.ts');
    await mount();
    expect(submit().defaultPrevented).toBe(true);
    submit();
    await ticks(2);
    expect(orderCalls()).toHaveLength(1);
    expect(new URLSearchParams(String(orderCalls()[0]!.init.body)).get('billing_city')).toBe('Lyon');
    expect(form().classList.contains('processing')).toBe(true);
    expect(form().classList.contains('fondant-blocked')).toBe(true);
    orderCalls()[0]!.respond({ result: 'success', redirect: 'http://127.0.0.1/checkout/order-received/7/?key=wc_order_x' });
    await ticks(3);
    expect(goTo).toHaveBeenCalledWith('http://127.0.0.1/checkout/order-received/7/?key=wc_order_x');
  });

  it('asks before leaving the page while the order is being sent, not after', async () => {
    await mount();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    submit();
    await ticks(2);
    expect(leave()).toBe(true);
    orderCalls()[0]!.respond({ result: 'failure', messages: VALIDATION });
    await ticks(3);
    expect(leave()).toBe(false);
  });

  it('recovers the answer from polluted output', async () => {
    const { goTo } = await import('./navigation.ts');
    await mount();
    submit();
    await ticks(2);
    orderCalls()[0]!.respond('<br><b>Notice</b>: oops<br>{"result":"success","redirect":"https://shop.example/merci/"}');
    await ticks(3);
    expect(goTo).toHaveBeenCalledWith('https://shop.example/merci/');
  });

  it('honours the veto hooks asked on the form, the gateway’s one included', async () => {
    (window as Window & { jQuery?: unknown }).jQuery = jQuery;
    await mount();
    const veto = vi.fn(() => false);
    jQuery(form()).on('checkout_place_order_bacs', veto);
    submit();
    await ticks(2);
    expect(veto).toHaveBeenCalledTimes(1);
    expect(orderCalls()).toHaveLength(0);
    expect(form().classList.contains('processing')).toBe(false);
  });

  it('does not redirect when checkout_place_order_success vetoes, nor to a javascript: URL', async () => {
    (window as Window & { jQuery?: unknown }).jQuery = jQuery;
    const { goTo } = await import('./navigation.ts');
    vi.mocked(goTo).mockClear();
    await mount();
    jQuery(form()).one('checkout_place_order_success', () => false);
    submit();
    await ticks(2);
    orderCalls()[0]!.respond({ result: 'success', redirect: 'https://shop.example/merci/' });
    await ticks(3);
    expect(goTo).not.toHaveBeenCalled();

    form().classList.remove('processing');
    submit();
    await ticks(2);
    orderCalls()[1]!.respond({ result: 'success', redirect: 'javascript:alert(1)' });
    await ticks(3);
    expect(goTo).not.toHaveBeenCalled();
    expect(document.querySelector('.fondant-order-outcome-unknown')?.textContent).toContain('confirmation n’a pas pu être ouverte');
  });

  it('shows the server’s errors: alert region, focusable list, links to the fields, inline errors, checkout_error', async () => {
    const events = await mount();
    submit();
    await ticks(2);
    orderCalls()[0]!.respond({ result: 'failure', messages: VALIDATION, refresh: false, reload: false });
    await ticks(3);
    const group = form().firstElementChild!;
    expect(group.className).toBe('woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout');
    const list = group.querySelector('div[role="alert"] > ul.woocommerce-error')!;
    expect(list.getAttribute('role')).toBeNull();
    expect(list.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(list);
    expect(list.querySelector('li[data-id="billing_first_name"] > a[href="#billing_first_name"]')?.textContent).toBe('Prénom est un champ obligatoire.');
    const field = document.querySelector('#billing_first_name')!;
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe('billing_first_name_description');
    expect(document.querySelector('#billing_first_name_field > p.checkout-inline-error-message')?.textContent).toBe('Prénom est un champ obligatoire.');
    expect(document.querySelector('#billing_first_name_field')!.classList.contains('woocommerce-invalid')).toBe(true);
    expect(form().classList.contains('processing')).toBe(false);
    expect(form().getAttribute('aria-busy')).toBeNull();
    expect(events.checkout_error).toEqual([[group.innerHTML]]);
  });

  it('an HTTP error shows the checkout error text, its link sanitized in, and gives the form back', async () => {
    await mount();
    submit();
    await ticks(2);
    orderCalls()[0]!.respond('Internal Server Error', { status: 500 });
    await ticks(3);
    const error = form().querySelector('.woocommerce-NoticeGroup-checkout .woocommerce-error')!;
    expect(error.textContent).toContain('Erreur de commande');
    expect(error.querySelector('a')?.getAttribute('href')).toBe('/my-account/orders/');
    expect(form().classList.contains('processing')).toBe(false);
  });

  it('a lost answer: the order may exist; the form stays blocked and inert, nothing is sent again until the shopper chooses', async () => {
    await mount();
    submit();
    await ticks(2);
    orderCalls()[0]!.fail();
    await ticks(3);
    const notice = document.querySelector<HTMLElement>('.fondant-order-outcome-unknown')!;
    expect(notice.nextElementSibling).toBe(form());
    expect(notice.textContent).toContain('Nous ne savons pas si votre commande a été enregistrée');
    const history = notice.querySelector<HTMLAnchorElement>('a[href$="/my-account/orders/"]');
    expect(history?.textContent).toBe('Consulter mes commandes');
    expect(form().inert).toBe(true);
    expect(form().classList.contains('processing')).toBe(true);
    submit();
    await ticks(2);
    expect(orderCalls()).toHaveLength(1);

    notice.querySelector<HTMLButtonElement>('button')!.click();
    expect(form().inert).toBe(false);
    expect(form().classList.contains('processing')).toBe(false);
    expect(document.querySelector('.fondant-order-outcome-unknown')).toBeNull();
    submit();
    await ticks(2);
    expect(orderCalls()).toHaveLength(2);
  });

  it('an answer cut after it began, or an unreadable one, is an unknown outcome too', async () => {
    await mount();
    submit();
    await ticks(2);
    orderCalls()[0]!.respond('<html>', { status: 200 });
    await ticks(3);
    expect(document.querySelector('.fondant-order-outcome-unknown')?.textContent).toContain('JSON');
    document.querySelector<HTMLButtonElement>('.fondant-order-outcome-unknown button')!.click();
    submit();
    await ticks(2);
    orderCalls()[1]!.cut({ status: 200 });
    await ticks(3);
    expect(document.querySelector('.fondant-order-outcome-unknown')?.textContent).toContain('interrompue');
  });
});
