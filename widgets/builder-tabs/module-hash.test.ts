// The builder's module hash: reading with the theme's character filter, and writing one module's state among others.
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
