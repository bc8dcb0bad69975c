// What the page shows around an express payment: the page blocked under a white overlay and unblocked, and an
// error notice as text, in an alert role, in the first notices area (made before the button when missing),
// replacing earlier errors.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshPage } from '../../core/testing/shop-page.ts';

async function feedback(html: string) {
  freshPage(html);
  return import('./payment-feedback.ts');
}

const button = () => document.getElementById('wcpay-express-checkout-element')!;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('showPaymentError', () => {
  it('puts the message in the first notices area, in an alert role, replacing earlier errors', async () => {
    const { showPaymentError } = await feedback(`
      <div class="woocommerce-notices-wrapper" id="first"><ul class="woocommerce-error" role="alert"><li>Ancienne erreur</li></ul></div>
      <div class="woocommerce-notices-wrapper" id="second"></div>
      <p class="woocommerce-error">Autre erreur</p>
      <div class="woocommerce-message">Produit ajouté.</div>
      <div id="wcpay-express-checkout-element"></div>`);
    const notice = showPaymentError('Votre carte a été refusée.', button());
    expect(notice.parentElement?.id).toBe('first');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.className).toBe('woocommerce-error');
    expect([...document.querySelectorAll('.woocommerce-error')].map((element) => element.textContent)).toEqual(['Votre carte a été refusée.']);
    expect(document.querySelector('.woocommerce-message')?.textContent).toBe('Produit ajouté.');
  });

  it('shows the message as text, never as markup', async () => {
    const { showPaymentError } = await feedback('<div class="woocommerce-notices-wrapper"></div><div id="wcpay-express-checkout-element"></div>');
    const message = '<img src=x onerror="alert(1)"><strong>Refusé</strong>';
    const notice = showPaymentError(message, button());
    expect(notice.textContent).toBe(message);
    expect(notice.children).toHaveLength(0);
    expect(document.querySelector('img')).toBeNull();
  });

  it('makes a notices area before the button when the page has none', async () => {
    const { showPaymentError } = await feedback('<main><p>Panier</p><div id="wcpay-express-checkout-element"></div></main>');
    const notice = showPaymentError('Erreur', button());
    const wrapper = notice.parentElement!;
    expect(wrapper.className).toBe('woocommerce-notices-wrapper');
    expect(wrapper.nextElementSibling).toBe(button());
    showPaymentError('Deuxième erreur', button());
    expect(document.querySelectorAll('.woocommerce-notices-wrapper')).toHaveLength(1);
    expect(wrapper.textContent).toBe('Deuxième erreur');
  });

  it('scrolls the notice into view', async () => {
    const { showPaymentError } = await feedback('<div class="woocommerce-notices-wrapper"></div><div id="wcpay-express-checkout-element"></div>');
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    const notice = showPaymentError('Erreur', button());
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(notice);
  });
});

describe('blockPage and unblockPage', () => {
  it('covers the page with a white overlay and no message, then lifts it', async () => {
    const { blockPage, unblockPage } = await feedback('<p>Page</p>');
    blockPage();
    expect(document.body.getAttribute('aria-busy')).toBe('true');
    const overlay = document.body.querySelector<HTMLElement>('.fondant-block-overlay');
    expect(overlay).not.toBeNull();
    expect(['#fff', 'rgb(255, 255, 255)', '#ffffff']).toContain(overlay!.style.backgroundColor);
    expect(document.body.querySelector('.fondant-block-message')).toBeNull();
    unblockPage();
    expect(document.body.hasAttribute('aria-busy')).toBe(false);
    vi.advanceTimersByTime(400);
    expect(document.body.querySelector('.fondant-block-overlay')).toBeNull();
  });
});
