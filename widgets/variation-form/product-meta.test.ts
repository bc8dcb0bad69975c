// SKU, weight and dimensions texts follow the variation like wc_set_content / wc_reset_content.
import { describe, expect, it } from 'vitest';
import { resetProductMeta, showProductMeta } from './product-meta.ts';
import type { Variation } from './variation-data.ts';

function product(): HTMLElement {
  document.body.innerHTML = `<div class="product">
    <div class="product_meta"><span class="sku">FORM-CDI-10J</span></div>
    <span class="product_weight">N/A</span>
    <table><tr class="woocommerce-product-attributes-item--dimensions"><td class="woocommerce-product-attributes-item__value">N/A</td></tr></table>
  </div>`;
  return document.querySelector('.product')!;
}

const text = (selector: string) => document.querySelector(selector)!.textContent;
const distanciel: Variation = {
  variation_id: 20, attributes: {}, sku: 'FORM-CDI-10J-0327-D', weight: '3.2', weight_html: '3,2 kg',
  dimensions: { length: '30', width: '21', height: '3' }, dimensions_html: '30 &times; 21 &times; 3 cm',
};

describe('product meta', () => {
  it('shows the variation’s SKU, weight and decoded dimensions, and restores the server’s texts', () => {
    const element = product();
    showProductMeta(element, distanciel);
    expect([text('.sku'), text('.product_weight'), text('.woocommerce-product-attributes-item__value')]).toEqual(['FORM-CDI-10J-0327-D', '3,2 kg', '30 × 21 × 3 cm']);
    // A variation without SKU or weight shows the product's own.
    showProductMeta(element, { variation_id: 21, attributes: {}, sku: '', weight: '' });
    expect([text('.sku'), text('.product_weight'), text('.woocommerce-product-attributes-item__value')]).toEqual(['FORM-CDI-10J', 'N/A', 'N/A']);
    showProductMeta(element, distanciel);
    resetProductMeta(element);
    expect([text('.sku'), text('.product_weight'), text('.woocommerce-product-attributes-item__value')]).toEqual(['FORM-CDI-10J', 'N/A', 'N/A']);
  });

  it('never runs markup from dimensions_html', () => {
    const element = product();
    showProductMeta(element, { ...distanciel, dimensions_html: '<img src=x onerror="alert(1)">10 cm' });
    expect(text('.woocommerce-product-attributes-item__value')).toBe('10 cm');
    expect(document.querySelector('.product img')).toBeNull();
  });
});
