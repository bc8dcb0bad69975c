// The product page's choice as the express checkout reads it from the stock WooCommerce markup: the stock form
// near the button, the add-to-cart button's state, and the Store API add-item body.
import { afterEach, describe, expect, it } from 'vitest';
import { addToCartState, findProductForm, selectedProduct } from './product-selection.ts';

const variableProduct = (buttonClass = '', variationId = '1853', quantity = '2') => `
  <div id="product-1851" class="product type-product product-type-variable">
    <form class="variations_form cart" action="/produit/formation-cake-designer/" method="post" data-product_id="1851">
      <table class="variations"><tbody>
        <tr><th><label for="pa_session">Session</label></th><td>
          <select id="pa_session" name="attribute_pa_session">
            <option value="">Choisir une option</option><option value="mars-2027" selected>Mars 2027</option><option value="juin-2027">Juin 2027</option>
          </select></td></tr>
        <tr><th><label for="pa_format">Format</label></th><td>
          <select id="pa_format" name="attribute_pa_format">
            <option value="">Choisir une option</option><option value="presentiel" selected>Présentiel</option>
          </select></td></tr>
        <tr><td><select name="newsletter_choice"><option value="oui" selected>Oui</option></select></td></tr>
      </tbody></table>
      <div class="single_variation_wrap">
        <div class="woocommerce-variation-add-to-cart variations_button">
          <div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="${quantity}" min="1"></div>
          <button type="submit" class="single_add_to_cart_button button alt ${buttonClass}">Ajouter au panier</button>
          <input type="hidden" name="add-to-cart" value="1851">
          <input type="hidden" name="product_id" value="1851">
          <input type="hidden" name="variation_id" class="variation_id" value="${variationId}">
        </div>
      </div>
    </form>
    <div id="wcpay-express-checkout-element"></div>
    <section class="related products"><ul class="products"><li class="product"><a class="button add_to_cart_button" data-product_id="63">Ajouter</a></li></ul></section>
  </div>`;

const simpleProduct = (quantity = '3') => `
  <div class="product type-product product-type-simple">
    <form class="cart" action="/produit/pate-a-sucre/" method="post" enctype="multipart/form-data">
      <div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="${quantity}"></div>
      <button type="submit" name="add-to-cart" value="63" class="single_add_to_cart_button button alt">Ajouter au panier</button>
    </form>
    <div id="wcpay-express-checkout-element"></div>
  </div>`;

const expressElement = () => document.getElementById('wcpay-express-checkout-element')!;
const parts = () => findProductForm(expressElement());

afterEach(() => {
  document.body.replaceChildren();
});

describe('findProductForm', () => {
  it("finds the form, its add-to-cart button and quantity in the button's product", () => {
    document.body.innerHTML = variableProduct();
    const found = parts();
    expect(found.form).toBe(document.querySelector('form.variations_form'));
    expect(found.button).toBe(document.querySelector('.single_add_to_cart_button'));
    expect(found.quantity).toBe(document.querySelector('.quantity .qty'));
  });

  it('searches the whole page when the button is outside the product', () => {
    document.body.innerHTML = `${simpleProduct()}<aside><div id="elsewhere"></div></aside>`;
    const found = findProductForm(document.getElementById('elsewhere')!);
    expect(found.form).toBe(document.querySelector('form.cart'));
    expect(found.button?.value).toBe('63');
  });

  it('finds nothing on a page without a product form', () => {
    document.body.innerHTML = '<div id="lonely"></div>';
    expect(findProductForm(document.getElementById('lonely')!)).toEqual({ form: null, button: null, quantity: null });
  });
});

describe('addToCartState', () => {
  it.each([
    ['', 'enabled'],
    ['disabled', 'selection-needed'],
    ['disabled wc-variation-selection-needed', 'selection-needed'],
    ['disabled wc-variation-is-unavailable', 'unavailable'],
  ] as const)('button class "%s" → %s', (buttonClass, state) => {
    document.body.innerHTML = variableProduct(buttonClass);
    expect(addToCartState(parts())).toBe(state);
  });

  it('reads the disabled attribute too', () => {
    document.body.innerHTML = variableProduct();
    parts().button!.disabled = true;
    expect(addToCartState(parts())).toBe('selection-needed');
  });

  it('is enabled when the page has no add-to-cart button', () => {
    expect(addToCartState({ form: null, button: null, quantity: null })).toBe('enabled');
  });
});

describe('selectedProduct', () => {
  it('variable form: the variation id, the chosen attribute_* values and the quantity', () => {
    document.body.innerHTML = variableProduct();
    expect(selectedProduct(parts())).toEqual({
      id: 1853,
      quantity: 2,
      variation: [
        { attribute: 'attribute_pa_session', value: 'mars-2027' },
        { attribute: 'attribute_pa_format', value: 'presentiel' },
      ],
    });
  });

  it('leaves out unchosen attributes, and falls back to the product id without a variation id', () => {
    document.body.innerHTML = variableProduct('', '');
    document.querySelector<HTMLSelectElement>('[name="attribute_pa_format"]')!.value = '';
    expect(selectedProduct(parts())).toEqual({ id: 1851, quantity: 2, variation: [{ attribute: 'attribute_pa_session', value: 'mars-2027' }] });
  });

  it('simple form: the add-to-cart value and the quantity, no variation', () => {
    document.body.innerHTML = simpleProduct();
    expect(selectedProduct(parts())).toEqual({ id: 63, quantity: 3, variation: [] });
  });

  it.each(['', '0', '-2', 'abc'])('quantity %j counts as 1', (quantity) => {
    document.body.innerHTML = simpleProduct(quantity);
    expect(selectedProduct(parts())?.quantity).toBe(1);
  });

  it('uses the button value when there is no form', () => {
    document.body.innerHTML = '<button class="single_add_to_cart_button" value="77"></button><div id="x"></div>';
    expect(selectedProduct(findProductForm(document.getElementById('x')!))).toEqual({ id: 77, quantity: 1, variation: [] });
  });

  it('is null when the page names no product', () => {
    document.body.innerHTML = '<form class="cart"><button class="single_add_to_cart_button">Ajouter</button></form><div id="x"></div>';
    expect(selectedProduct(findProductForm(document.getElementById('x')!))).toBeNull();
    expect(selectedProduct({ form: null, button: null, quantity: null })).toBeNull();
  });
});
