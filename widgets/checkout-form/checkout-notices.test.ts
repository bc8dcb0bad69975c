// The server's order errors made accessible: roles moved to one alert wrapper, lists focusable, li[data-id]
// contents linked to their fields, scripts dropped; inline copies under the fields they name.
import { beforeEach, describe, expect, it } from 'vitest';
import { freshPage } from '../../core/testing/shop-page.ts';
import { orderErrorAlert, showInlineErrors } from './checkout-notices.ts';
import { checkoutConfig, checkoutPage } from './checkout-test-markup.ts';

const MESSAGES = '<ul class="woocommerce-error" role="alert"><li data-id="billing_city"><strong>Ville</strong> est un champ obligatoire.<img src=x onerror="alert(1)"></li><li>Moyen de paiement non valide.</li><li data-id="nowhere">Inconnu</li></ul>';

describe('order errors', () => {
  beforeEach(() => freshPage(checkoutPage(), checkoutConfig));

  it('wraps the messages in one alert region with a focusable list and links to the fields', () => {
    const alert = orderErrorAlert(MESSAGES);
    expect(alert.getAttribute('role')).toBe('alert');
    const list = alert.querySelector('ul.woocommerce-error')!;
    expect(list.hasAttribute('role')).toBe(false);
    expect(list.getAttribute('tabindex')).toBe('-1');
    const link = list.querySelector('li[data-id="billing_city"] > a')!;
    expect(link.getAttribute('href')).toBe('#billing_city');
    expect(link.innerHTML).toContain('<strong>Ville</strong>');
    expect(alert.innerHTML).not.toContain('onerror');
    expect(list.querySelectorAll('li')[1]!.querySelector('a')).toBeNull();
  });

  it('adds the inline error under each field on the page, marking it invalid and described', () => {
    const alert = orderErrorAlert(MESSAGES);
    showInlineErrors(alert);
    const field = document.getElementById('billing_city')!;
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe('billing_city_description');
    const inline = document.querySelector('#billing_city_field > p#billing_city_description.checkout-inline-error-message')!;
    expect(inline.textContent).toBe('Ville est un champ obligatoire.');
    expect(document.getElementById('billing_city_field')!.classList.contains('woocommerce-invalid')).toBe(true);
    expect(document.querySelectorAll('.checkout-inline-error-message')).toHaveLength(1);
  });
});
