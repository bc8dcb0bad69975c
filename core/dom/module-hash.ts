// The page builder's module state in the URL hash (reference §3, §10, §11): `#<module id>|<param>|…`, several
// modules joined by `||`, every character other than letters, digits, `-`, `_` and `|` stripped before reading.
// The tabs keep their zero-based index there (builder-tabs), the filterable portfolio its category and page, the
// gallery its page (builder-grid); each writes its own part and keeps the other modules' parts as they are.

export type ModuleHash = Map<string, string[]>;

export function readModuleHash(hash: string): ModuleHash {
  const state: ModuleHash = new Map();
  for (const part of hash.replace(/[^A-Za-z0-9_|-]/g, '').split('||')) {
    const [id, ...params] = part.split('|');
    if (id) state.set(id, params);
  }
  return state;
}

/** The hash with this module's params set (added last when it had none), the other modules' kept. */
export function withModuleState(hash: string, id: string, params: readonly string[]): string {
  const state = readModuleHash(hash);
  state.set(id, [...params]);
  return [...state].map(([moduleId, moduleParams]) => [moduleId, ...moduleParams].join('|')).join('||');
}
