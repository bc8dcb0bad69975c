// @vitest-environment node
// The plugin zip: which build files it carries, and that the same files give the same bytes.
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { isPluginSourceFile, isServedDistFile, pluginZip } from './plugin-zip.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('plugin zip', () => {
  it('serves the entry, the stylesheet, the chunks and the handle table only', () => {
    for (const file of ['fondant.js', 'fondant.css', 'legacy-handles.json', 'builder-coverage.json', 'jquery-watch.js', 'address-autocomplete-api.js', 'chunks/add-to-cart-AB12.js', 'debug/fondant.js', 'debug/chunks/x.js']) expect(isServedDistFile(file)).toBe(true);
    for (const file of ['fondant.js.map', 'meta.json', 'fondant-wordpress.zip', 'chunks/x.js.map', 'other/x.js']) expect(isServedDistFile(file)).toBe(false);
  });

  it('leaves hidden and backup files out of the plugin folder', () => {
    expect(isPluginSourceFile('includes/class-fondant-config.php')).toBe(true);
    expect(isPluginSourceFile('.DS_Store')).toBe(false);
    expect(isPluginSourceFile('fondant.php~')).toBe(false);
  });

  it('zips under fondant/, the same files giving the same bytes', () => {
    const files = [{ path: 'fondant/fondant.php', data: bytes('<?php') }, { path: 'fondant/dist/fondant.js', data: bytes('export{}') }];
    const zip = pluginZip(files);
    expect(pluginZip([...files].reverse())).toEqual(zip);
    expect(Object.keys(unzipSync(zip)).sort()).toEqual(['fondant/dist/fondant.js', 'fondant/fondant.php']);
  });

  it('refuses a path outside the plugin folder', () => {
    expect(() => pluginZip([{ path: 'other/x.php', data: bytes('') }])).toThrow(/bad path/);
    expect(() => pluginZip([{ path: 'fondant/../x.php', data: bytes('') }])).toThrow(/bad path/);
  });
});
