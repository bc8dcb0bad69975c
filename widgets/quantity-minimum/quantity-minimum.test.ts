// The quantity minimum on stock markup, mounted by the real registry: raised when below min, left alone
// otherwise, and never inside the cart table.
import { describe, expect, it } from 'vitest';
import { freshPage, startRegistry } from '../../core/testing/shop-page.ts';
import { quantityMinimumWidget } from './quantity-minimum.widget.ts';
import { raiseToMinimum } from './quantity-minimum.ts';

function input(value: string, min: string | null): HTMLInputElement {
  const element = document.createElement('input');
  element.value = value;
  if (min !== null) element.setAttribute('min', min);
  return element;
}

describe('raiseToMinimum', () => {
  it.each([
    ['0', '1', '1'],
    ['1', '2', '2'],
    ['0.5', '1.5', '1.5'],
    ['3', '2', '3'],
    ['2', '2', '2'],
    ['', '1', ''],
    ['abc', '1', 'abc'],
    ['0', null, '0'],
    ['-3', '-1', '-3'],
    ['0', '', '0'],
  ])('value %j with min %j becomes %j', (value, min, expected) => {
    const element = input(value, min);
    raiseToMinimum(element);
    expect(element.value).toBe(expected);
  });
});

describe('quantity-minimum widget', () => {
  it('raises product-page and loop quantities but not the cart table', async () => {
    freshPage(`
      <form class="cart"><div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="1" min="3"></div></form>
      <table class="shop_table cart"><tr><td class="product-quantity"><div class="quantity">
        <input type="number" class="input-text qty text" name="cart[abc][qty]" value="1" min="2"></div></td></tr></table>`);
    await startRegistry(quantityMinimumWidget);
    const [product, cartLine] = document.querySelectorAll<HTMLInputElement>('input.qty');
    expect(product!.value).toBe('3');
    expect(cartLine!.value).toBe('1');
  });
});
