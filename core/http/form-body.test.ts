// Form bodies decode to the same fields as what jQuery's $.param produced for the legacy scripts' payloads.
import jQuery from 'jquery';
import { describe, expect, it } from 'vitest';
import { formBody } from './form-body.ts';

const fieldsOf = (encoded: string) => [...new URLSearchParams(encoded)];

describe('formBody', () => {
  it('sends the add-to-cart payload with the same fields as $.param', () => {
    const data = {
      product_sku: 'PAS-BL-1KG',
      product_id: 63,
      quantity: 1,
      success_message: '“Pâte à sucre blanche 1 kg” a été ajouté à votre panier & plus',
    };
    const body = formBody(data).toString();
    expect(body).toBe(
      'product_sku=PAS-BL-1KG&product_id=63&quantity=1&success_message=%E2%80%9CP%C3%A2te+%C3%A0+sucre+blanche+1+kg%E2%80%9D+a+%C3%A9t%C3%A9+ajout%C3%A9+%C3%A0+votre+panier+%26+plus',
    );
    expect(fieldsOf(body)).toEqual(fieldsOf(jQuery.param(data)));
  });

  it('stringifies booleans, sends null as empty and leaves undefined out', () => {
    const body = formBody({ is_cart: true, note: null, skipped: undefined, time: 1795310406000 }).toString();
    expect(body).toBe('is_cart=true&note=&time=1795310406000');
    expect(fieldsOf(body)).toEqual(fieldsOf(jQuery.param({ is_cart: true, note: null, time: 1795310406000 })));
  });
});
