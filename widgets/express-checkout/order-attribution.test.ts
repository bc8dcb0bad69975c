// Order attribution sent with the express order: the wc_order_attribution_* inputs of the
// <wc-order-attribution-inputs> element beside the button, as extensions['woocommerce/order-attribution'].
import { afterEach, describe, expect, it } from 'vitest';
import { orderAttribution } from './order-attribution.ts';

const inputs = (id: string, fields: Record<string, string>) =>
  `<wc-order-attribution-inputs id="${id}">${Object.entries(fields).map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`).join('')}</wc-order-attribution-inputs>`;

afterEach(() => {
  document.body.replaceChildren();
});

describe('orderAttribution', () => {
  it('gives the express inputs without their prefix, under woocommerce/order-attribution', () => {
    document.body.innerHTML = inputs('wcpay-express-checkout__order-attribution-inputs', {
      wc_order_attribution_source_type: 'utm',
      wc_order_attribution_utm_source: 'newsletter',
      wc_order_attribution_utm_medium: 'email',
      wc_order_attribution_session_pages: '3',
      wc_order_attribution_user_agent: 'Mozilla/5.0',
      unrelated_field: 'x',
    });
    expect(orderAttribution(document)).toEqual({
      'woocommerce/order-attribution': {
        source_type: 'utm',
        utm_source: 'newsletter',
        utm_medium: 'email',
        session_pages: '3',
        user_agent: 'Mozilla/5.0',
      },
    });
  });

  it("ignores the checkout form's own attribution inputs", () => {
    document.body.innerHTML = `<form class="woocommerce-checkout">${inputs('checkout-attribution', { wc_order_attribution_source_type: 'typein' })}</form>`;
    expect(orderAttribution(document)).toEqual({});
  });

  it('gives {} when the page has no attribution inputs', () => {
    document.body.innerHTML = '<wc-order-attribution-inputs id="wcpay-express-checkout__order-attribution-inputs"></wc-order-attribution-inputs>';
    expect(orderAttribution(document)).toEqual({});
  });
});
