// Every URL rule single-product.js applies to the product tabs, the hash clean-up, and hostile hashes.
import { describe, expect, it } from 'vitest';
import { cleanHash, initialTab, tabForHash } from './tab-hash.ts';

const keys = ['description', 'additional_information', 'reviews'];
const page = 'https://atelier-sucre.test/produit/formation-cake-designer-intermediaire-10-jours/';
const at = (hash: string, address = page) => ({ hash, href: address + hash });

describe('cleanHash', () => {
  it('keeps letters, digits, dash, underscore and pipe, and drops everything else, # included', () => {
    expect(cleanHash('#tab-additional_information')).toBe('tab-additional_information');
    expect(cleanHash('#module_1|2||3')).toBe('module_1|2||3');
    expect(cleanHash('#a.b c/d?e=f&g%20h"\'<>()[]{}')).toBe('abcdefg20h');
    expect(cleanHash('#tab-reviews"><img src=x onerror=alert(1)>')).toBe('tab-reviewsimgsrcxonerroralert1');
    expect(cleanHash('#ÉTOILE-é')).toBe('TOILE-');
    expect(cleanHash('')).toBe('');
  });
});

describe('initialTab', () => {
  it.each([
    ['#reviews', 'reviews'],
    ['#tab-reviews', 'reviews'],
    ['#comment-2', 'reviews'],
    ['#li-comment-3', 'reviews'],
    ['#COMMENT-2', 'reviews'],
    ['#Comment-12', 'reviews'],
    ['#comment-page-2', 'reviews'],
    ['#tab-additional_information', 'additional_information'],
    ['#tab-description', 'description'],
    ['', 'description'],
    ['#', 'description'],
    ['#respond', 'description'],
    ['#Reviews', 'description'],
    ['#tab-unknown', 'description'],
    ['#tab-', 'description'],
  ])('hash %j opens %s', (hash, expected) => {
    expect(initialTab(at(hash), keys)).toBe(expected);
  });

  it('opens the reviews for the review pages: /comment-page-N/ and cpage=N', () => {
    expect(initialTab(at('', `${page}comment-page-2/`), keys)).toBe('reviews');
    expect(initialTab(at('', `${page}?cpage=2`), keys)).toBe('reviews');
    expect(initialTab(at('', `${page}?foo=1&cpage=3`), keys)).toBe('reviews');
  });

  it('puts the review pages before #tab-additional_information, like the legacy script', () => {
    expect(initialTab(at('#tab-additional_information', `${page}?cpage=2`), keys)).toBe('reviews');
  });

  it('reads the URL rule from the address only: the hash is cleaned first', () => {
    expect(initialTab(at('#x?cpage=2'), keys)).toBe('description');
  });

  it('cleans the hash before matching: characters outside the set cannot forge or break a rule', () => {
    expect(initialTab(at('#tab-reviews"><img src=x onerror=alert(1)>'), keys)).toBe('description');
    expect(initialTab(at('#tab-reviews%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E'), keys)).toBe('description');
    expect(initialTab(at('#re.views'), keys)).toBe('reviews');
    expect(initialTab(at('#tab-additional_information<script>'), keys)).toBe('description');
    expect(initialTab(at('#comment-"onmouseover=alert(1)'), keys)).toBe('reviews');
  });

  it('falls back to the first tab when the reviews tab is missing, and has nothing to open without tabs', () => {
    expect(initialTab(at('#reviews'), ['description', 'additional_information'])).toBe('description');
    expect(initialTab(at('', `${page}?cpage=2`), ['additional_information'])).toBe('additional_information');
    expect(initialTab(at('#reviews'), [])).toBeUndefined();
  });

  it('opens a plugin tab its own #tab-<key> names (what a click on it writes)', () => {
    expect(initialTab(at('#tab-faq'), [...keys, 'faq'])).toBe('faq');
  });
});

describe('tabForHash', () => {
  it('names a tab only when a hash rule matches (no fallback to the first tab)', () => {
    expect(tabForHash('#comment-7', keys)).toBe('reviews');
    expect(tabForHash('#reviews', keys)).toBe('reviews');
    expect(tabForHash('#tab-additional_information', keys)).toBe('additional_information');
    expect(tabForHash('#tab-description', keys)).toBe('description');
    expect(tabForHash('', keys)).toBeNull();
    expect(tabForHash('#respond', keys)).toBeNull();
    expect(tabForHash('#&gid=1&pid=2', keys)).toBeNull();
  });
});
