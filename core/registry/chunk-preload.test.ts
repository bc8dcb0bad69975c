// Preloading a widget's chunk imports: one <link rel="modulepreload"> per chunk, resolved against the entry
// script's URL, never twice for a chunk two widgets share; nothing without a table or for an unknown widget.
import { afterEach, describe, expect, it } from 'vitest';
import { createChunkPreloader } from './chunk-preload.ts';

const ENTRY = 'https://ecole-cake-design.test/wp-content/plugins/fondant/dist/fondant.js';
const table = {
  files: ['chunks/chunk-RUNTIME.js', 'chunks/react-vendor-EEE.js', 'chunks/chunk-SHARED.js'],
  widgets: { 'variation-form': [0, 1, 2], 'product-tabs': [0], 'cart-count': [] },
};
const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((link) => `${link.rel} ${link.href}`);

afterEach(() => document.head.replaceChildren());

describe('createChunkPreloader', () => {
  it('preloads every chunk the widget’s chunk imports, from the entry’s folder', () => {
    createChunkPreloader(table, ENTRY)('variation-form');
    expect(preloaded()).toEqual([
      'modulepreload https://ecole-cake-design.test/wp-content/plugins/fondant/dist/chunks/chunk-RUNTIME.js',
      'modulepreload https://ecole-cake-design.test/wp-content/plugins/fondant/dist/chunks/react-vendor-EEE.js',
      'modulepreload https://ecole-cake-design.test/wp-content/plugins/fondant/dist/chunks/chunk-SHARED.js',
    ]);
  });

  it('never preloads a chunk twice', () => {
    const preload = createChunkPreloader(table, ENTRY);
    preload('variation-form');
    preload('product-tabs');
    preload('variation-form');
    expect(preloaded()).toHaveLength(3);
  });

  it('does nothing for a widget without imports, an unknown widget or without a table', () => {
    createChunkPreloader(table, ENTRY)('cart-count');
    createChunkPreloader(table, ENTRY)('newsletter');
    createChunkPreloader(undefined, ENTRY)('variation-form');
    createChunkPreloader()('variation-form');
    expect(preloaded()).toEqual([]);
  });
});
