// The grids' part of the hash: read with fallbacks for unknown categories and bad pages, left alone for a plain
// anchor, written as the theme writes it.
import { describe, expect, it } from 'vitest';
import { gridHashParams, gridStateFromHash } from './grid-hash.ts';

const categories = ['all', 'anniversaires', 'wedding-cakes'];

describe('gridStateFromHash', () => {
  it('reads a portfolio’s category and page and a gallery’s page among other modules’ parts', () => {
    expect(gridStateFromHash('#programme|1||realisations|wedding-cakes|2', 'realisations', 'portfolio', categories)).toEqual({ category: 'wedding-cakes', page: 2 });
    expect(gridStateFromHash('#realisations|all|1||galerie-stage|3', 'galerie-stage', 'gallery', ['all'])).toEqual({ category: 'all', page: 3 });
  });

  it('falls back to all and page 1 for an unknown category, a page that is not a whole number, a missing part', () => {
    expect(gridStateFromHash('#realisations|bapteme|2', 'realisations', 'portfolio', categories)).toEqual({ category: 'all', page: 2 });
    expect(gridStateFromHash('#realisations|wedding-cakes|deux', 'realisations', 'portfolio', categories)).toEqual({ category: 'wedding-cakes', page: 1 });
    expect(gridStateFromHash('#realisations', 'realisations', 'portfolio', categories)).toEqual({ category: 'all', page: 1 });
    expect(gridStateFromHash('#galerie-stage|-2', 'galerie-stage', 'gallery', ['all'])).toEqual({ category: 'all', page: 1 });
  });

  it('goes back to all, page 1 for an empty hash or other modules’ states, and leaves the module for a plain anchor', () => {
    expect(gridStateFromHash('', 'realisations', 'portfolio', categories)).toEqual({ category: 'all', page: 1 });
    expect(gridStateFromHash('#programme|2', 'realisations', 'portfolio', categories)).toEqual({ category: 'all', page: 1 });
    expect(gridStateFromHash('#faq', 'realisations', 'portfolio', categories)).toBeNull();
  });
});

describe('gridHashParams', () => {
  it('writes `<category>|<page>` for a portfolio and `<page>` for a gallery', () => {
    expect(gridHashParams('portfolio', { category: 'wedding-cakes', page: 2 })).toEqual(['wedding-cakes', '2']);
    expect(gridHashParams('gallery', { category: 'all', page: 3 })).toEqual(['3']);
  });
});
