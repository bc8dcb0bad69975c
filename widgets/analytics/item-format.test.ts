// GA4 items from the plugin's product data: ids, at most 5 categories, prices from minor units, quantity, variant,
// order-line discounts.
import { describe, expect, it } from 'vitest';
import { cartItem, fromMinorUnits, impressionItem, itemId } from './item-format.ts';
import { course, sugarPaste } from './test-data.ts';

describe('item format', () => {
  it('converts minor units, 2 decimals by default', () => {
    expect(fromMinorUnits(185000)).toBe(1850);
    expect(fromMinorUnits('890', 2)).toBe(8.9);
    expect(fromMinorUnits(1234, 0)).toBe(1234);
    expect(fromMinorUnits(12345, 3)).toBe(12.345);
  });

  it('identifies by the server identifier, else SKU or #id when the shop says product_sku, else the id', () => {
    expect(itemId(course, null)).toBe('FORM-CDI-10J');
    const bare = { id: 7, name: 'x', prices: { price: 1 } };
    expect(itemId(bare, 'product_sku')).toBe('#7');
    expect(itemId({ ...bare, sku: 'SKU7' }, 'product_sku')).toBe('SKU7');
    expect(itemId({ ...bare, sku: 'SKU7' }, 'product_id')).toBe(7);
  });

  it('sends at most 5 categories as item_category … item_category5', () => {
    const categories = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((name) => ({ name }));
    const item = impressionItem({ ...sugarPaste, categories }, null);
    expect(item).toMatchObject({ item_category: 'A', item_category2: 'B', item_category3: 'C', item_category4: 'D', item_category5: 'E' });
    expect(Object.keys(item).filter((key) => key.startsWith('item_category'))).toHaveLength(5);
    expect(impressionItem({ ...sugarPaste, categories: [] }, null)).not.toHaveProperty('item_category');
  });

  it('makes the impression item of a product (list name, price)', () => {
    expect(impressionItem(course, null)).toEqual({
      item_id: 'FORM-CDI-10J', item_name: course.name, item_list_name: 'Product List', item_category: 'Formations', price: 1850,
    });
  });

  it('makes the cart item: quantity 1 unless the data says, the variant, the line total as price', () => {
    expect(cartItem(sugarPaste, null)).toEqual({ item_id: 'PAS-BL-1KG', item_name: sugarPaste.name, item_category: 'Fournitures', quantity: 1, price: 8.9 });
    expect(cartItem({ ...sugarPaste, quantity: 3, variation: 'session: juin' }, null)).toMatchObject({ quantity: 3, item_variant: 'session: juin' });
    expect(cartItem({ ...sugarPaste, totals: { line_total: 1780 } }, null).price).toBe(17.8);
  });

  it('shows the coupon discount of an order line', () => {
    expect(cartItem({ ...sugarPaste, price_after_coupon_discount: 801 }, null)).toMatchObject({ price: 8.01, discount: 0.89 });
    expect(cartItem({ ...sugarPaste, price_after_coupon_discount: 890 }, null)).not.toHaveProperty('discount');
  });
});
