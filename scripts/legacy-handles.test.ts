// @vitest-environment node
// The legacy handle table: read from the declarations' `replaces` field as text, merged per handle, and the
// field stripped from what the entry bundle compiles.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { legacyHandleTable, readDeclarations, replacedHandles, stripReplaces } from './legacy-handles.ts';

const declaration = (fields: string) => `export const w = defineWidget({\n  name: 'x',\n${fields}  load: 'ready',\n  module: () => import('./x.ts'),\n});\n`;

describe('legacy handle table', () => {
  it('reads the handles of a replaces field, in either quote', () => {
    expect(replacedHandles(declaration(`  replaces: ['wc-zoom', "wc-flexslider"],\n`))).toEqual(['wc-zoom', 'wc-flexslider']);
    expect(replacedHandles(declaration(''))).toEqual([]);
  });

  it('refuses anything but string literals', () => {
    expect(() => replacedHandles(declaration('  replaces: [handle],\n'))).toThrow(/string literals/);
  });

  it('merges widgets per handle, sorted', () => {
    const table = legacyHandleTable([
      { widget: 'tabs', source: declaration(`  replaces: ['wc-single-product'],\n`) },
      { widget: 'gallery', source: declaration(`  replaces: ['wc-zoom', 'wc-single-product'],\n`) },
      { widget: 'plain', source: declaration('') },
    ]);
    expect(table).toEqual({ 'wc-single-product': ['gallery', 'tabs'], 'wc-zoom': ['gallery'] });
    expect(Object.keys(table)).toEqual(['wc-single-product', 'wc-zoom']);
  });

  it('refuses a name that is not a script handle', () => {
    expect(() => legacyHandleTable([{ widget: 'x', source: declaration(`  replaces: ['a b'],\n`) }])).toThrow(/script handle/);
  });

  it('strips the field and nothing else', () => {
    const source = declaration(`  replaces: ['wc-zoom'],\n`);
    expect(stripReplaces(source)).toBe(declaration(''));
    expect(stripReplaces(declaration(''))).toBe(declaration(''));
  });

  it('maps the legacy WooCommerce handles of this repository', async () => {
    const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
    const table = legacyHandleTable(await readDeclarations(root));
    expect(table['wc-add-to-cart']).toEqual(['add-to-cart', 'mini-cart-remove']);
    expect(table['wc-single-product']).toEqual(['product-gallery', 'product-tabs', 'review-form']);
    expect(table.woocommerce).toContain('store-notice');
    for (const handle of ['wc-cart-fragments', 'wc-add-to-cart-variation', 'wc-flexslider', 'wc-zoom', 'wc-photoswipe', 'wc-photoswipe-ui-default']) expect(table[handle]).toBeDefined();
  });
});
