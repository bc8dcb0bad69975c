// The update button's rule: enabled only while a cart line's field differs from what the server printed.
import { beforeEach, describe, expect, it } from 'vitest';
import { hasChanges, lineValues, setUpdateEnabled } from './update-button.ts';

function cartForm(): HTMLFormElement {
  document.body.innerHTML = `
    <form class="woocommerce-cart-form"><table><tbody>
      <tr class="cart_item"><td><input class="qty" name="cart[a][qty]" value="1"></td></tr>
      <tr class="cart_item"><td><input class="qty" name="cart[b][qty]" value="2"></td></tr>
      <tr><td class="actions"><input id="coupon_code" name="coupon_code" value="">
        <button type="submit" name="update_cart" value="Mettre à jour le panier">Mettre à jour le panier</button></td></tr>
    </tbody></table></form>`;
  return document.querySelector('form')!;
}

describe('update button', () => {
  let form: HTMLFormElement;
  beforeEach(() => (form = cartForm()));

  it('reads the cart lines’ fields only, by name and value', () => {
    expect(lineValues(form)).toEqual(['cart[a][qty]=1', 'cart[b][qty]=2']);
  });

  it('sees a change, and no change once the value is back', () => {
    const printed = lineValues(form);
    const first = form.querySelector<HTMLInputElement>('input.qty')!;
    first.value = '3';
    expect(hasChanges(form, printed)).toBe(true);
    first.value = '1';
    expect(hasChanges(form, printed)).toBe(false);
  });

  it('ignores the coupon field', () => {
    const printed = lineValues(form);
    form.querySelector<HTMLInputElement>('#coupon_code')!.value = 'BIENVENUE10';
    expect(hasChanges(form, printed)).toBe(false);
  });

  it('counts a line that went away as a change', () => {
    const printed = lineValues(form);
    form.querySelector('tr.cart_item')!.remove();
    expect(hasChanges(form, printed)).toBe(true);
  });

  it('sets disabled and aria-disabled together', () => {
    const button = form.querySelector('button')!;
    setUpdateEnabled(form, false);
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    setUpdateEnabled(form, true);
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('false');
  });
});
