// The theme's look read from the page: the label's colour and font become the variables, the first coloured
// background chooses Stripe's light or dark theme, only the properties Stripe accepts are kept, the probe rows
// leave nothing behind, and a page without a text field uses a probe in WooCommerce's classes.
import { afterEach, describe, expect, it } from 'vitest';
import { themeAppearance } from './appearance.ts';
import { billingFields, paymentBlock } from './test-data/upe-kit.ts';

function page(html: string, css: string): void {
  document.body.innerHTML = html;
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
}

afterEach(() => {
  document.head.querySelectorAll('style').forEach((node) => node.remove());
  document.body.innerHTML = '';
});

describe('themeAppearance', () => {
  it('reads the classic checkout’s fields, labels and background', () => {
    page(`<form class="checkout woocommerce-checkout">${billingFields()}<div id="order_review">${paymentBlock('card')}</div></form>`, `
      .woocommerce-checkout .form-row label { color: rgb(51, 51, 51); font-family: "Source Sans Pro"; font-size: 15px; }
      .form-row .input-text { background-color: rgb(242, 242, 242); color: rgb(67, 69, 75); border-top-width: 2px; }
      #payment { background-color: rgb(235, 233, 235); }`);
    const appearance = themeAppearance('shortcode_checkout');
    expect(appearance.theme).toBe('stripe');
    expect(appearance.labels).toBe('above');
    expect(appearance.variables).toMatchObject({ colorBackground: 'rgb(235, 233, 235)', colorText: 'rgb(51, 51, 51)', fontSizeBase: '15px' });
    expect(appearance.rules['.Input']).toMatchObject({ backgroundColor: 'rgb(242, 242, 242)', color: 'rgb(67, 69, 75)' });
    expect(appearance.rules['.Label']).toMatchObject({ color: 'rgb(51, 51, 51)' });
    expect(Object.keys(appearance.rules['.Label'] ?? {})).not.toContain('backgroundColor');
    expect(Object.keys(appearance.rules['.Tab'] ?? {}).every((key) => ['backgroundColor', 'color', 'fontFamily'].includes(key))).toBe(true);
    expect(appearance.rules['.Block']).toMatchObject({ backgroundColor: 'rgb(235, 233, 235)' });
    expect(document.getElementById('fondant-upe-probe-input')).toBeNull();
  });

  it('chooses the night theme on a dark background', () => {
    page(`<form class="checkout">${billingFields()}<div id="order_review">${paymentBlock('card')}</div></form>`, '#payment { background-color: rgb(20, 20, 20); }');
    expect(themeAppearance('shortcode_checkout').theme).toBe('night');
  });

  it('uses a probe field on the add-payment-method form, and floating labels on the block checkout', () => {
    page('<form id="add_payment_method"><ul><li class="woocommerce-PaymentMethod"><label>Carte</label></li></ul></form>', 'form .input-text { color: rgb(1, 2, 3); }');
    expect(themeAppearance('add_payment_method').rules['.Input']).toMatchObject({ color: 'rgb(1, 2, 3)' });
    expect(themeAppearance('blocks_checkout').labels).toBe('floating');
  });
});
