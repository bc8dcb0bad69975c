// The product an add or remove control names: data-product_id, else a button's value, else its form's add-to-cart
// field; and where its data is found: the page's product, the listed ones, the cart's lines.
import { describe, expect, it } from 'vitest';
import { findProduct, productIdOf } from './product-lookup.ts';
import { course, sugarPaste } from './test-data.ts';

function control(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.querySelector<HTMLElement>('[data-control]')!;
}

describe('productIdOf', () => {
  it('reads data-product_id first, then a button’s value, then the form’s add-to-cart field', () => {
    expect(productIdOf(control('<a data-control data-product_id="63" href="#">x</a>'))).toBe(63);
    expect(productIdOf(control('<form><button data-control name="add-to-cart" value="73">x</button></form>'))).toBe(73);
    expect(productIdOf(control('<form><button data-control data-product_id="65" value="73">x</button></form>'))).toBe(65);
    expect(productIdOf(control('<form><button data-control>x</button><input type="hidden" name="add-to-cart" value="18"></form>'))).toBe(18);
  });

  it('answers NaN for anything else', () => {
    expect(productIdOf(control('<a data-control href="#">x</a>'))).toBeNaN();
    expect(productIdOf(control('<a data-control data-product_id="abc">x</a>'))).toBeNaN();
    expect(productIdOf(undefined)).toBeNaN();
    expect(productIdOf({ dataset: { product_id: '63' } })).toBeNaN();
  });
});

describe('findProduct', () => {
  it('looks in the page’s product, then the listed products, then the cart', () => {
    const inCart = { ...sugarPaste, quantity: 4 };
    expect(findProduct(18, { product: course, products: [{ ...course, name: 'listed' }] })).toBe(course);
    expect(findProduct(63, { product: course, products: [sugarPaste], cart: { items: [inCart], coupons: [], totals: { currency_code: 'EUR', total_price: 0 } } })).toBe(sugarPaste);
    expect(findProduct(63, { cart: { items: [inCart], coupons: [], totals: { currency_code: 'EUR', total_price: 0 } } })).toBe(inCart);
    expect(findProduct(99, { product: course, products: [sugarPaste] })).toBeUndefined();
  });
});
