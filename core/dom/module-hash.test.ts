// The builder's module hash: reading with the theme's character filter, writing one module's state among others, and
// the tabs', portfolio's and gallery's parts surviving each other's writes.
import { describe, expect, it } from 'vitest';
import { readModuleHash, withModuleState } from './module-hash.ts';

describe('readModuleHash', () => {
  it('splits modules on || and params on |, after stripping other characters', () => {
    expect([...readModuleHash('#programme|2||galerie|fleurs|3')]).toEqual([['programme', ['2']], ['galerie', ['fleurs', '3']]]);
    expect([...readModuleHash('#pro<gramme>|1"')]).toEqual([['programme', ['1']]]);
    expect([...readModuleHash('')]).toEqual([]);
    expect([...readModuleHash('#||')]).toEqual([]);
  });
});

describe('withModuleState', () => {
  it('replaces this module’s part, keeps the others, and adds it last when new', () => {
    expect(withModuleState('#programme|2||galerie|fleurs|3', 'programme', ['0'])).toBe('programme|0||galerie|fleurs|3');
    expect(withModuleState('#galerie|fleurs|3', 'programme', ['1'])).toBe('galerie|fleurs|3||programme|1');
    expect(withModuleState('', 'programme', ['1'])).toBe('programme|1');
  });
});

describe('modules sharing the hash', () => {
  it('keep each other’s parts through their writes: tabs, portfolio and gallery in turn', () => {
    let hash = '';
    hash = withModuleState(hash, 'programme-galerie', ['1']);
    hash = withModuleState(hash, 'realisations', ['wedding-cakes', '2']);
    hash = withModuleState(hash, 'galerie-stage', ['3']);
    hash = withModuleState(hash, 'programme-galerie', ['2']);
    hash = withModuleState(`#${hash}`, 'realisations', ['all', '1']);
    expect(hash).toBe('programme-galerie|2||realisations|all|1||galerie-stage|3');
    expect(readModuleHash(`#${hash}`).get('galerie-stage')).toEqual(['3']);
    expect(readModuleHash(`#${hash}`).get('programme-galerie')).toEqual(['2']);
  });
});
