// Test markup of a variable product page in the stock Storefront shape (capture 03, French): the gallery's
// first image, the summary with SKU and weight, and the variation form for any attributes and variation data.
import type { Variation } from '../variation-data.ts';

export interface FormMarkupOptions {
  productId?: number;
  /** attribute name → [value, label] pairs. */
  attributes: Record<string, readonly (readonly [string, string])[]>;
  /** `false` renders data-product_variations="false" (ajax mode). */
  variations: Variation[] | false;
  soldIndividually?: boolean;
  showOptionNone?: 'yes' | 'no';
  customData?: string;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export function productPageMarkup(options: FormMarkupOptions): string {
  const productId = options.productId ?? 18;
  const names = Object.keys(options.attributes);
  const rows = names.map((name, index) => {
    const id = name.replace(/^attribute_/, '');
    const choices = options.attributes[name]!.map(([value, label]) => `<option value="${escapeAttribute(value)}">${label}</option>`).join('');
    const reset = index === names.length - 1 ? '<a class="reset_variations" href="#" aria-label="Effacer les options">Effacer</a>' : '';
    return `<tr><th class="label"><label for="${id}">${id}</label></th><td class="value">
      <select id="${id}" name="${name}" data-attribute_name="${name}" data-show_option_none="${options.showOptionNone ?? 'yes'}"><option value="">Choisir une option</option>${choices}</select>${reset}</td></tr>`;
  });
  const quantity = options.soldIndividually
    ? `<input type="hidden" id="quantity_1" class="input-text qty text" name="quantity" value="1" min="1" max="1">`
    : `<label class="screen-reader-text" for="quantity_1">Quantité</label><input type="number" id="quantity_1" class="input-text qty text" name="quantity" value="1" min="1" step="1">`;
  const custom = options.customData === undefined ? '' : ` data-custom_data="${escapeAttribute(options.customData)}"`;
  return `
  <header><a class="cart-contents" href="/panier/"><span class="count">0 article</span></a>
    <div class="widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div></header>
  <div class="product type-product post-${productId}">
    <div class="woocommerce-product-gallery images">
      <div data-thumb="/img/course-100.jpg" class="woocommerce-product-gallery__image"><a href="/img/course.jpg">
        <img width="416" height="416" src="/img/course-416.jpg" class="wp-post-image" alt="Formation" data-large_image="/img/course.jpg" data-large_image_width="800" data-large_image_height="800"></a></div>
    </div>
    <div class="summary entry-summary">
      <h1 class="product_title entry-title">Formation Cake Designer Intermédiaire – 10 jours</h1>
      <form class="variations_form cart" action="/produit/formation/" method="post" enctype="multipart/form-data"
        data-product_id="${productId}" data-product_variations="${escapeAttribute(JSON.stringify(options.variations))}"${custom}>
        <table class="variations" cellspacing="0" role="presentation"><tbody>${rows.join('')}</tbody></table>
        <div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div>
        <div class="single_variation_wrap">
          <div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div>
          <div class="woocommerce-variation-add-to-cart variations_button">
            <div class="quantity">${quantity}</div>
            <button type="submit" class="single_add_to_cart_button button alt disabled wc-variation-selection-needed">Ajouter au panier</button>
            <input type="hidden" name="add-to-cart" value="${productId}">
            <input type="hidden" name="product_id" value="${productId}">
            <input type="hidden" name="variation_id" class="variation_id" value="0">
          </div>
        </div>
      </form>
      <div class="product_meta"><span class="sku_wrapper">UGS : <span class="sku">FORM-CDI-10J</span></span></div>
    </div>
    <table class="woocommerce-product-attributes shop_attributes">
      <tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--weight"><th>Poids</th>
        <td class="woocommerce-product-attributes-item__value">N/A</td></tr>
      <tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--dimensions"><th>Dimensions</th>
        <td class="woocommerce-product-attributes-item__value">N/A</td></tr>
    </table>
  </div>`;
}
