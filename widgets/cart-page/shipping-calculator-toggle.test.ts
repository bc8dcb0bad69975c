// The shipping calculator's toggle: aria-expanded, the form shown from the server's `hidden` and hidden again,
// the country fields told to refresh, and country_to_state_changed without arguments.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { freshPage, recordEvents } from '../../core/testing/shop-page.ts';

describe('shipping calculator toggle', () => {
  beforeEach(() => {
    freshPage(`<div class="cart_totals"><form class="woocommerce-shipping-calculator" action="/cart/" method="post">
      <a href="#shipping-calculator-form" class="shipping-calculator-button" aria-controls="shipping-calculator-form">Calculer les frais d’expédition</a>
      <section class="shipping-calculator-form" id="shipping-calculator-form" hidden>
        <select id="calc_shipping_country" class="country_to_state"><option value="FR">France</option></select>
      </section></form></div>`);
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
  });

  it('starts closed, opens and closes with aria-expanded, at once under reduced motion', async () => {
    const { markCalculatorClosed, toggleCalculator } = await import('./shipping-calculator-toggle.ts');
    const button = document.querySelector<HTMLElement>('.shipping-calculator-button')!;
    const form = document.querySelector<HTMLElement>('.shipping-calculator-form')!;
    markCalculatorClosed(document);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    toggleCalculator(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(form.hidden).toBe(false);
    expect(getComputedStyle(form).display).not.toBe('none');
    toggleCalculator(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(form.style.display).toBe('none');
  });

  it('tells the country fields to refresh, then fires country_to_state_changed without arguments', async () => {
    const { toggleCalculator } = await import('./shipping-calculator-toggle.ts');
    const changes: string[] = [];
    document.querySelector('#calc_shipping_country')!.addEventListener('change', () => changes.push('change'));
    const events = recordEvents('country_to_state_changed');
    toggleCalculator(document.querySelector<HTMLElement>('.shipping-calculator-button')!);
    expect(changes).toEqual(['change']);
    expect(events.country_to_state_changed).toEqual([[]]);
  });
});
