// The grids' part of the builder's URL hash (core/dom/module-hash.ts; reference §10, §11), for modules with an id:
// `<id>|<category slug>|<page>` for a filterable portfolio, `<id>|<page>` for a gallery. Read back, a category no
// filter link has means all, a page that is not a whole number means page 1 (one beyond the last page is brought
// back to 1 by the paging). A hash without this module's part leaves it on all, page 1 when the hash is empty or holds
// other modules' states (the history went back before its first change), and untouched when it is a plain anchor.
import { readModuleHash } from '../../core/dom/module-hash.ts';
import type { GridKind } from './grid-module.ts';

export interface GridState {
  category: string;
  page: number;
}

export const INITIAL_STATE: GridState = { category: 'all', page: 1 };

export function gridStateFromHash(hash: string, id: string, kind: GridKind, categories: readonly string[]): GridState | null {
  const params = readModuleHash(hash).get(id);
  if (!params) return hash.replace(/^#/, '') === '' || hash.includes('|') ? INITIAL_STATE : null;
  const [category = 'all', page = ''] = kind === 'portfolio' ? params : ['all', params[0]];
  return { category: categories.includes(category) ? category : 'all', page: /^\d+$/.test(page) ? Number(page) : 1 };
}

export function gridHashParams(kind: GridKind, state: GridState): string[] {
  return kind === 'portfolio' ? [state.category, String(state.page)] : [String(state.page)];
}
