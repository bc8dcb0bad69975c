// @vitest-environment node
// The build's preload table, from an esbuild metafile: per widget declared in widgets/<name>/<name>.widget.ts,
// every chunk its lazily imported chunk needs (static imports, transitively, the external React vendor chunk
// included), relative to the entry, each file listed once.
import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { chunkPreloadTable, widgetOfDeclaration } from './chunk-preload-table.ts';

type Imports = Metafile['outputs'][string]['imports'];
const output = (imports: Imports, entryPoint?: string, inputs: string[] = []): Metafile['outputs'][string] => ({
  bytes: 1, exports: [], imports, entryPoint, inputs: Object.fromEntries(inputs.map((input) => [input, { bytesInOutput: 1 }])),
});
const input = (imports: Metafile['inputs'][string]['imports'] = []): Metafile['inputs'][string] => ({ bytes: 1, imports });
const statically = (path: string, external?: boolean) => ({ path, kind: 'import-statement' as const, ...(external ? { external } : {}) });
const lazily = (path: string) => ({ path, kind: 'dynamic-import' as const });

const metafile: Metafile = {
  inputs: {
    'fondant.ts': input([statically('widgets/gallery/gallery.widget.ts'), statically('widgets/form/form.widget.ts'), lazily('core/debug.ts')]),
    'widgets/gallery/gallery.widget.ts': input([lazily('widgets/gallery/gallery.ts')]),
    'widgets/form/form.widget.ts': input([lazily('widgets/form/form.tsx')]),
    'widgets/gallery/gallery.ts': input([lazily('widgets/gallery/viewer.ts')]),
  },
  outputs: {
    'dist/fondant.js': output(
      [lazily('dist/chunks/gallery-AAA.js'), lazily('dist/chunks/form-BBB.js'), lazily('dist/chunks/debug-CCC.js')],
      'fondant.ts',
      ['fondant.ts', 'widgets/gallery/gallery.widget.ts', 'widgets/form/form.widget.ts'],
    ),
    'dist/chunks/gallery-AAA.js': output([statically('dist/chunks/chunk-SHARED.js'), lazily('dist/chunks/viewer-DDD.js')], 'widgets/gallery/gallery.ts'),
    'dist/chunks/gallery-AAA.js.map': output([], 'widgets/gallery/gallery.ts'),
    'dist/chunks/viewer-DDD.js': output([statically('dist/chunks/chunk-LATE.js')], 'widgets/gallery/viewer.ts'),
    'dist/chunks/form-BBB.js': output([statically('dist/chunks/chunk-SHARED.js'), statically('./react-vendor-EEE.js', true), statically('./react-vendor-EEE.js', true)], 'widgets/form/form.tsx'),
    'dist/chunks/chunk-SHARED.js': output([statically('dist/chunks/chunk-RUNTIME.js')]),
    'dist/chunks/chunk-RUNTIME.js': output([]),
    'dist/chunks/chunk-LATE.js': output([]),
    'dist/chunks/debug-CCC.js': output([], 'core/debug.ts'),
  },
};

describe('chunkPreloadTable', () => {
  it('lists, per widget, every chunk its chunk imports, transitively, but not what it imports lazily', () => {
    const table = chunkPreloadTable(metafile, 'dist/fondant.js');
    const filesOf = (widget: string) => table.widgets[widget]!.map((index) => table.files[index]);
    expect(filesOf('gallery')).toEqual(['chunks/chunk-RUNTIME.js', 'chunks/chunk-SHARED.js']);
    expect(filesOf('form')).toEqual(['chunks/chunk-RUNTIME.js', 'chunks/chunk-SHARED.js', 'chunks/react-vendor-EEE.js']);
  });

  it('lists each file once, and nothing for lazy imports that are not widget declarations', () => {
    const table = chunkPreloadTable(metafile, 'dist/fondant.js');
    expect(table.files).toEqual(['chunks/chunk-RUNTIME.js', 'chunks/chunk-SHARED.js', 'chunks/react-vendor-EEE.js']);
    expect(Object.keys(table.widgets).sort()).toEqual(['form', 'gallery']);
  });

  it('refuses a metafile without the entry', () => {
    expect(() => chunkPreloadTable(metafile, 'dist/other.js')).toThrow('[fondant] the metafile has no dist/other.js');
  });
});

describe('widgetOfDeclaration', () => {
  it('names a widget after its folder, only for widgets/<name>/<name>.widget.ts', () => {
    expect(widgetOfDeclaration('widgets/variation-form/variation-form.widget.ts')).toBe('variation-form');
    expect(widgetOfDeclaration('widgets/variation-form/other.widget.ts')).toBeNull();
    expect(widgetOfDeclaration('widgets/catalogue.ts')).toBeNull();
  });
});
