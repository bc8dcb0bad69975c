// The product's SKU, weight and dimensions texts follow the found variation (legacy wc_set_content /
// wc_reset_content): the first change keeps the server text in data-o_content, a reset puts it back.
import { parseInertDocument } from '../../core/dom/trusted-types.ts';
import type { Variation } from './variation-data.ts';

const SKU = '.product_meta .sku';
const WEIGHT = '.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value';
const DIMENSIONS = '.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value';

function setContent(elements: NodeListOf<HTMLElement>, text: string): void {
  for (const element of elements) {
    if (!element.hasAttribute('data-o_content')) element.setAttribute('data-o_content', element.textContent ?? '');
    element.textContent = text;
  }
}

function resetContent(elements: NodeListOf<HTMLElement>): void {
  for (const element of elements) {
    const original = element.getAttribute('data-o_content');
    if (original !== null) element.textContent = original;
  }
}

/** `dimensions_html` is HTML-escaped text ("10 &times; 5 cm"): its decoded text is shown. */
function htmlText(html: string): string {
  return parseInertDocument(html).body.textContent ?? '';
}

export function showProductMeta(product: HTMLElement, variation: Variation): void {
  const update = (selector: string, text: string | false) =>
    text === false ? resetContent(product.querySelectorAll(selector)) : setContent(product.querySelectorAll(selector), text);
  update(SKU, variation.sku ? variation.sku : false);
  update(WEIGHT, variation.weight ? (variation.weight_html ?? '') : false);
  update(DIMENSIONS, variation.dimensions ? htmlText(variation.dimensions_html ?? '') : false);
}

export function resetProductMeta(product: HTMLElement): void {
  for (const selector of [SKU, WEIGHT, DIMENSIONS]) resetContent(product.querySelectorAll(selector));
}
