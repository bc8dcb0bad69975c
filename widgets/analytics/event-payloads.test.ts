// The payload of each event in the plugin's shapes, and null when there is nothing to say.
import { describe, expect, it } from 'vitest';
import { eventPayload } from './event-payloads.ts';
import { course, sugarPaste } from './test-data.ts';

const cart = {
  items: [{ ...sugarPaste, quantity: 2, prices: { price: 1780, currency_minor_unit: 2 } }],
  coupons: [{ code: 'bienvenue10' }],
  totals: { currency_code: 'EUR', total_price: 2382, currency_minor_unit: 2 },
};

describe('event payloads', () => {
  it('view_item_list: the list, items indexed from 1', () => {
    const payload = eventPayload('view_item_list', { products: [course, sugarPaste] }, null);
    expect(payload).toMatchObject({ item_list_id: 'engagement', item_list_name: 'Viewing products' });
    expect((payload!.items as Array<Record<string, unknown>>).map((item) => [item.item_id, item.index, item.item_list_name])).toEqual([
      ['FORM-CDI-10J', 1, 'Product List'],
      ['PAS-BL-1KG', 2, 'Product List'],
    ]);
    expect(eventPayload('view_item_list', { products: [] }, null)).toBeNull();
  });

  it('view_item: the product, 1850 for the course', () => {
    expect(eventPayload('view_item', { product: course }, null)).toEqual({
      items: [{ item_id: 'FORM-CDI-10J', item_name: course.name, item_list_name: 'Product List', item_category: 'Formations', price: 1850 }],
    });
    expect(eventPayload('view_item', {}, null)).toBeNull();
  });

  it('select_content, add_to_cart, remove_from_cart', () => {
    expect(eventPayload('select_content', { product: course }, null)).toEqual({ content_type: 'product', content_id: 'FORM-CDI-10J' });
    expect(eventPayload('select_content', {}, null)).toBeNull();
    expect(eventPayload('add_to_cart', { product: sugarPaste }, null)).toEqual({
      items: [{ item_id: 'PAS-BL-1KG', item_name: sugarPaste.name, item_category: 'Fournitures', quantity: 1, price: 8.9 }],
    });
    expect(eventPayload('remove_from_cart', {}, null)).toEqual({ items: [] });
  });

  it('begin_checkout: currency, value, first coupon, items', () => {
    expect(eventPayload('begin_checkout', { cart }, null)).toEqual({
      currency: 'EUR', value: 23.82, coupon: 'bienvenue10',
      items: [{ item_id: 'PAS-BL-1KG', item_name: sugarPaste.name, item_category: 'Fournitures', quantity: 2, price: 17.8 }],
    });
    expect(eventPayload('begin_checkout', { cart: { ...cart, coupons: {} } }, null)).not.toHaveProperty('coupon');
  });

  it('purchase: the order with tax and shipping', () => {
    const order = {
      id: 42, affiliation: 'Atelier Sucré', items: [{ ...course, quantity: 1 }],
      totals: { currency_code: 'EUR', currency_minor_unit: 2, total_price: 222000, tax_total: 37000, shipping_total: 0 },
    };
    expect(eventPayload('purchase', { order }, null)).toMatchObject({
      transaction_id: 42, affiliation: 'Atelier Sucré', currency: 'EUR', value: 2220, tax: 370, shipping: 0,
      items: [{ item_id: 'FORM-CDI-10J', quantity: 1, price: 1850 }],
    });
    expect(eventPayload('purchase', {}, null)).toBeNull();
  });

  it('search: the term; unknown events: nothing', () => {
    expect(eventPayload('search', { searchTerm: 'pâte' }, null)).toEqual({ search_term: 'pâte' });
    expect(eventPayload('search', {}, null)).toBeNull();
    expect(eventPayload('login', { product: course }, null)).toBeNull();
  });
});
