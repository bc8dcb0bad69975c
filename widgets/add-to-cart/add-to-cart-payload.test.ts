// The add-to-cart request body: all of the button's data attributes, named like the legacy script.
import { describe, expect, it } from 'vitest';
import { addToCartPayload } from './add-to-cart-payload.ts';

describe('addToCartPayload', () => {
  it('sends every data attribute of the stock loop button, keeping underscores', () => {
    document.body.innerHTML = `<a href="/shop/?add-to-cart=63" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart"
      data-product_id="63" data-product_sku="PAS-BL-1KG" data-success_message="“Pâte à sucre blanche 1 kg” a été ajouté à votre panier"
      data-gift-wrap="oui" data-fondant-mounted="add-to-cart" data-fondant-load="idle">Ajouter au panier</a>`;
    expect(addToCartPayload(document.querySelector('a')!)).toEqual({
      quantity: '1',
      product_id: '63',
      product_sku: 'PAS-BL-1KG',
      success_message: '“Pâte à sucre blanche 1 kg” a été ajouté à votre panier',
      giftWrap: 'oui',
    });
  });
});
