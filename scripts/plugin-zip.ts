// The WordPress plugin's zip: wordpress/fondant/ with the build it serves under fondant/dist/. Pure: the file
// list is chosen here, the bytes are zipped by fflate (scripts/build-plugin.ts does the I/O).
import { zipSync, type Zippable } from 'fflate';

export interface PluginFile {
  /** Path inside the zip, starting with the plugin's folder (`fondant/…`). */
  path: string;
  data: Uint8Array;
}

/** Which build outputs the plugin serves: the entry, its stylesheet, the chunks, the handle table, the builder coverage table and the classic scripts — not
 *  source maps, the metafile or an earlier zip. `debug/` is the unminified build FONDANT_DEBUG serves. */
export function isServedDistFile(relative: string): boolean {
  if (relative.endsWith('.map') || relative.endsWith('.zip')) return false;
  const inner = relative.startsWith('debug/') ? relative.slice('debug/'.length) : relative;
  return ['fondant.js', 'fondant.css', 'legacy-handles.json', 'builder-coverage.json', 'jquery-watch.js', 'address-autocomplete-api.js'].includes(inner) || /^chunks\/[^/]+\.(js|css)$/.test(inner);
}

/** The plugin folder's own files: not the tests' support, not editor or OS leftovers. */
export function isPluginSourceFile(relative: string): boolean {
  return !relative.split('/').some((part) => part.startsWith('.')) && !relative.endsWith('~');
}

/** The zip's bytes; entries sorted by path and dated at a fixed time, so the same files give the same zip. */
export function pluginZip(files: readonly PluginFile[]): Uint8Array {
  const tree: Zippable = {};
  for (const file of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    if (!file.path.startsWith('fondant/') || file.path.includes('..')) throw new Error(`[fondant] bad path in the plugin zip: ${file.path}`);
    tree[file.path] = [file.data, { mtime: new Date('2026-01-01T00:00:00Z') }];
  }
  return zipSync(tree, { level: 9 });
}
