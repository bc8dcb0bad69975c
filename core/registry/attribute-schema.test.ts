// Typed data-attribute readers: defaults, required values, numbers, booleans, enums and JSON shapes.
import { describe, expect, it } from 'vitest';
import { AttributeError, boolean, integer, json, number, oneOf, readAttributes, string } from './attribute-schema.ts';

function element(attributes: Record<string, string>): Element {
  const el = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(`data-${name}`, value);
  return el;
}

describe('readAttributes', () => {
  it('reads typed values with defaults', () => {
    const values = readAttributes(element({ product_id: '63', quantity: '2.5', success_message: '« Pâte » ajouté' }), {
      product_id: integer({ required: true }),
      quantity: number({ default: 1 }),
      success_message: string({ default: '' }),
      missing: string({ default: 'défaut' }),
      optional: integer(),
    });
    expect(values).toEqual({ product_id: 63, quantity: 2.5, success_message: '« Pâte » ajouté', missing: 'défaut', optional: undefined });
  });

  it.each([
    ['product_id', integer({ required: true }), {}, 'data-product_id is required'],
    ['product_id', integer(), { product_id: '6.3' }, 'data-product_id="6.3" must be an integer'],
    ['product_id', integer(), { product_id: 'abc' }, 'data-product_id="abc" must be an integer'],
    ['product_id', integer({ min: 1 }), { product_id: '0' }, 'data-product_id="0" must be an integer ≥ 1'],
    ['quantity', number({ max: 10 }), { quantity: '11' }, 'data-quantity="11" must be a number ≤ 10'],
    ['quantity', number(), { quantity: 'Infinity' }, 'data-quantity="Infinity" must be a number'],
    ['mode', oneOf(['a', 'b'] as const), { mode: 'c' }, 'data-mode="c" must be one of a, b'],
    ['config', json((v): v is object => typeof v === 'object'), { config: '{bad' }, 'data-config="{bad" must be valid JSON'],
    ['config', json((v): v is unknown[] => Array.isArray(v)), { config: '{}' }, 'data-config="{}" must be JSON of the expected shape'],
  ])('rejects bad %s values with a readable message', (name, reader, attributes, message) => {
    expect(() => readAttributes(element(attributes), { [name]: reader })).toThrowError(new AttributeError(message));
  });

  it('treats an empty number as absent', () => {
    expect(readAttributes(element({ quantity: ' ' }), { quantity: number({ default: 1 }) }).quantity).toBe(1);
  });

  it('reads booleans: present is true unless false, 0 or no', () => {
    const read = (value?: string) => readAttributes(element(value === undefined ? {} : { flag: value }), { flag: boolean() }).flag;
    expect([read(''), read('true'), read('yes'), read('false'), read('0'), read('NO'), read()]).toEqual([true, true, true, false, false, false, false]);
    expect(readAttributes(element({}), { flag: boolean({ default: true }) }).flag).toBe(true);
  });

  it('parses JSON of the expected shape', () => {
    const isIds = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === 'number');
    expect(readAttributes(element({ ids: '[1,2]' }), { ids: json(isIds) }).ids).toEqual([1, 2]);
  });
});
