// Unit tests for the size report rules on a synthetic esbuild metafile.
import { describe, expect, test } from 'vitest';
import { BUDGETS, LITE_BUDGETS, type SizeBudgets } from './size-budgets.ts';
import { budgetsFor, checkBudgets, classifyOutputs, entryLoad, findDuplicatedPackages, packageOf, widgetDownloads, widgetNameOf, type SizeMetafile } from './size-report.ts';

const inputs = (entries: Record<string, number>) =>
  Object.fromEntries(Object.entries(entries).map(([file, bytesInOutput]) => [file, { bytesInOutput }]));
const staticImport = (path: string) => ({ path, kind: 'import-statement' });
const dynamicImport = (path: string) => ({ path, kind: 'dynamic-import' });

function syntheticMeta(): SizeMetafile {
  return {
    outputs: {
      'dist/fondant.js': {
        bytes: 9000, entryPoint: 'fondant.ts', inputs: inputs({ 'fondant.ts': 9000 }),
        imports: [dynamicImport('dist/chunks/add-to-cart-AAA.js'), dynamicImport('dist/chunks/mini-cart-BBB.js')],
      },
      'dist/fondant.js.map': { bytes: 30000, inputs: {}, imports: [] },
      'dist/chunks/chunk-STORES.js': {
        bytes: 3000, inputs: inputs({ 'core/stores/cart-store.ts': 400, 'node_modules/nanostores/atom/index.js': 800, 'node_modules/nanostores/map/index.js': 300 }),
        imports: [],
      },
      'dist/chunks/add-to-cart-AAA.js': {
        bytes: 7000, entryPoint: 'widgets/add-to-cart/add-to-cart.ts', inputs: inputs({ 'widgets/add-to-cart/add-to-cart.ts': 7000 }),
        imports: [staticImport('dist/chunks/chunk-STORES.js'), staticImport('dist/chunks/chunk-REACT.js')],
      },
      'dist/chunks/mini-cart-BBB.js': {
        bytes: 2000, entryPoint: 'widgets/shop/mini-cart-remove/index.ts', inputs: inputs({ 'widgets/shop/mini-cart-remove/index.ts': 2000 }),
        imports: [staticImport('dist/chunks/chunk-STORES.js')],
      },
      'dist/chunks/chunk-REACT.js': {
        bytes: 200000,
        inputs: inputs({ 'node_modules/react/cjs/react.production.js': 8000, 'node_modules/react-dom/cjs/react-dom-client.production.js': 190000, 'core/react/react-root.ts': 2000 }),
        imports: [],
      },
      'dist/fondant.css': { bytes: 1500, entryPoint: 'core/styles/fondant.css', inputs: inputs({ 'core/styles/fondant.css': 1500 }), imports: [] },
    },
  };
}

const gzipSizes: Record<string, number> = {
  'dist/fondant.js': 3000, 'dist/chunks/chunk-STORES.js': 1000, 'dist/chunks/add-to-cart-AAA.js': 2500,
  'dist/chunks/mini-cart-BBB.js': 900, 'dist/chunks/chunk-REACT.js': 60000, 'dist/fondant.css': 600,
};
const gzipOf = (file: string) => gzipSizes[file] ?? Number.NaN;

/** add-to-cart downloads 2500 + 1000 + 60000, mini-cart-remove 900 + 1000. */
const budgets: SizeBudgets = {
  entryGzip: 6144,
  widgetChunkGzip: 8192,
  widgetDownloadGzip: { 'add-to-cart': 63500, 'mini-cart-remove': 1900 },
  widgetMountGzip: { 'add-to-cart': 63500, 'mini-cart-remove': 1900 },
};

describe('packageOf', () => {
  test('plain, scoped, nested and non-package paths', () => {
    expect(packageOf('node_modules/nanostores/atom/index.js')).toEqual({ name: 'nanostores', root: 'node_modules/nanostores' });
    expect(packageOf('node_modules/@nanostores/react/index.js')).toEqual({ name: '@nanostores/react', root: 'node_modules/@nanostores/react' });
    expect(packageOf('node_modules/@nanostores/react/node_modules/nanostores/index.js'))
      .toEqual({ name: 'nanostores', root: 'node_modules/@nanostores/react/node_modules/nanostores' });
    expect(packageOf('core/stores/cart-store.ts')).toBeUndefined();
  });
});

describe('widgetNameOf', () => {
  test('is the folder holding the chunk entry, or the file stem directly under widgets/', () => {
    expect(widgetNameOf('widgets/add-to-cart/add-to-cart.ts')).toBe('add-to-cart');
    expect(widgetNameOf('widgets/shop/variations/index.tsx')).toBe('variations');
    expect(widgetNameOf('widgets/smooth-scroll.ts')).toBe('smooth-scroll');
    expect(widgetNameOf('core/react/react-vendor.ts')).toBeUndefined();
  });
});

describe('classifyOutputs', () => {
  test('one row per JS/CSS output with its kind, sizes and label', () => {
    const rows = classifyOutputs(syntheticMeta(), gzipOf);
    expect(rows).toEqual(expect.arrayContaining([
      { file: 'dist/fondant.js', kind: 'entry', bytes: 9000, gzip: 3000 },
      { file: 'dist/chunks/chunk-STORES.js', kind: 'vendor', bytes: 3000, gzip: 1000, vendorPackage: 'nanostores' },
      { file: 'dist/chunks/add-to-cart-AAA.js', kind: 'widget', bytes: 7000, gzip: 2500, widget: 'add-to-cart' },
      { file: 'dist/chunks/mini-cart-BBB.js', kind: 'widget', bytes: 2000, gzip: 900, widget: 'mini-cart-remove' },
      { file: 'dist/chunks/chunk-REACT.js', kind: 'vendor', bytes: 200000, gzip: 60000, vendorPackage: 'react-dom' },
      { file: 'dist/fondant.css', kind: 'css', bytes: 1500, gzip: 600 },
    ]));
    expect(rows).toHaveLength(6);
  });

  test('a chunk with less than half of its bytes from node_modules is shared', () => {
    const meta = syntheticMeta();
    meta.outputs['dist/chunks/chunk-STORES.js']!.inputs = inputs({ 'core/stores/cart-store.ts': 1200, 'node_modules/nanostores/atom/index.js': 1100 });
    expect(classifyOutputs(meta, gzipOf).find((row) => row.file === 'dist/chunks/chunk-STORES.js')?.kind).toBe('shared');
  });
});

describe('entryLoad', () => {
  test('adds statically imported chunks (transitively) but not dynamic imports', () => {
    const meta = syntheticMeta();
    meta.outputs['dist/fondant.js']!.imports.push(staticImport('dist/chunks/chunk-STORES.js'));
    meta.outputs['dist/chunks/chunk-STORES.js']!.imports = [staticImport('dist/chunks/chunk-CONFIG.js')];
    meta.outputs['dist/chunks/chunk-CONFIG.js'] = { bytes: 100, inputs: inputs({ 'core/config/page-config.ts': 100 }), imports: [] };
    const load = entryLoad(meta, classifyOutputs(meta, (file) => gzipOf(file) || 50));
    expect(load).toEqual({ entry: 'dist/fondant.js', files: ['dist/fondant.js', 'dist/chunks/chunk-STORES.js', 'dist/chunks/chunk-CONFIG.js'], gzip: 4050 });
  });
});

describe('widgetDownloads', () => {
  test('counts the widget chunk, its static imports (external React vendor included) and the events bridge; on-demand chunks in the total', () => {
    const meta = syntheticMeta();
    meta.outputs['dist/fondant.js']!.imports.push(dynamicImport('dist/chunks/bridge-EEE.js'));
    meta.outputs['dist/chunks/bridge-EEE.js'] = { bytes: 100, entryPoint: 'core/events/bridge.ts', inputs: inputs({ 'core/events/bridge.ts': 100 }), imports: [staticImport('dist/chunks/chunk-EVENTS.js')] };
    meta.outputs['dist/chunks/chunk-EVENTS.js'] = { bytes: 900, inputs: inputs({ 'core/events/page-jquery.ts': 900 }), imports: [] };
    const addToCart = meta.outputs['dist/chunks/add-to-cart-AAA.js']!;
    addToCart.imports = [staticImport('dist/chunks/chunk-STORES.js'), { path: './react-vendor-RRR.js', kind: 'import-statement', external: true }, dynamicImport('dist/chunks/viewer-VVV.js'), dynamicImport('dist/chunks/mini-cart-BBB.js')];
    meta.outputs['dist/chunks/react-vendor-RRR.js'] = { bytes: 200000, entryPoint: 'core/react/react-vendor.ts', inputs: inputs({ 'node_modules/react-dom/index.js': 200000 }), imports: [] };
    meta.outputs['dist/chunks/viewer-VVV.js'] = { bytes: 3000, entryPoint: 'widgets/add-to-cart/viewer.ts', inputs: inputs({ 'widgets/add-to-cart/viewer.ts': 3000 }), imports: [dynamicImport('dist/chunks/lib-LLL.js')] };
    meta.outputs['dist/chunks/lib-LLL.js'] = { bytes: 9000, inputs: inputs({ 'node_modules/lib/index.js': 9000 }), imports: [] };
    const sizes: Record<string, number> = { 'dist/chunks/bridge-EEE.js': 100, 'dist/chunks/chunk-EVENTS.js': 400, 'dist/chunks/react-vendor-RRR.js': 69000, 'dist/chunks/viewer-VVV.js': 1500, 'dist/chunks/lib-LLL.js': 7000 };
    const downloads = widgetDownloads(meta, classifyOutputs(meta, (file) => sizes[file] ?? gzipOf(file)));
    expect(downloads.map(({ widget, atMount, total }) => ({ widget, atMount, total }))).toEqual([
      // 2500 + 1000 (stores) + 69000 (React) + 500 (bridge); then the viewer 1500 and its library 7000, not the other widget.
      { widget: 'add-to-cart', atMount: 73000, total: 81500 },
      { widget: 'mini-cart-remove', atMount: 2400, total: 2400 },
    ]);
  });
});

describe('checkBudgets', () => {
  test('passes within budgets, however large vendor chunks are', () => {
    const meta = syntheticMeta();
    expect(checkBudgets(meta, classifyOutputs(meta, gzipOf), budgets)).toEqual([]);
  });

  test('fails when the entry exceeds the entry budget', () => {
    const meta = syntheticMeta();
    const rows = classifyOutputs(meta, (file) => (file === 'dist/fondant.js' ? budgets.entryGzip + 1 : gzipOf(file)));
    expect(checkBudgets(meta, rows, budgets)).toEqual([expect.stringMatching(/^entry dist\/fondant\.js with its static imports is 6145 B gzip, over the 6144 B budget/)]);
  });

  test('fails when the entry imports a chunk statically (an extra round trip on every page)', () => {
    const meta = syntheticMeta();
    meta.outputs['dist/fondant.js']!.imports.push(staticImport('dist/chunks/chunk-STORES.js'));
    expect(checkBudgets(meta, classifyOutputs(meta, gzipOf), budgets)).toEqual([expect.stringMatching(/^entry dist\/fondant\.js imports dist\/chunks\/chunk-STORES\.js statically: one more round trip/)]);
  });

  test('fails for each widget chunk over the widget budget', () => {
    const meta = syntheticMeta();
    const rows = classifyOutputs(meta, (file) => (file === 'dist/chunks/mini-cart-BBB.js' ? budgets.widgetChunkGzip + 1 : gzipOf(file)));
    const roomy = { 'add-to-cart': 63500, 'mini-cart-remove': 10000 };
    expect(checkBudgets(meta, rows, { ...budgets, widgetDownloadGzip: roomy, widgetMountGzip: roomy })).toEqual([
      'widget mini-cart-remove chunk dist/chunks/mini-cart-BBB.js is 8193 B gzip, over the 8192 B budget',
    ]);
  });

  test("fails when a widget's whole download exceeds its budget, by one byte", () => {
    const meta = syntheticMeta();
    const tight = { ...budgets, widgetDownloadGzip: { ...budgets.widgetDownloadGzip, 'mini-cart-remove': 1899 } };
    expect(checkBudgets(meta, classifyOutputs(meta, gzipOf), tight)).toEqual(['widget mini-cart-remove downloads 1900 B gzip in all, over its 1899 B budget']);
  });

  test("fails when what a widget downloads before it mounts exceeds its mount budget, by one byte", () => {
    const meta = syntheticMeta();
    const tight = { ...budgets, widgetMountGzip: { ...budgets.widgetMountGzip, 'add-to-cart': 63499 } };
    expect(checkBudgets(meta, classifyOutputs(meta, gzipOf), tight)).toEqual(['widget add-to-cart downloads 63500 B gzip before it mounts, over its 63499 B mount budget']);
  });

  test('fails for a widget without a mount budget', () => {
    const meta = syntheticMeta();
    const missing = { ...budgets, widgetMountGzip: { 'add-to-cart': 63500 } };
    expect(checkBudgets(meta, classifyOutputs(meta, gzipOf), missing)).toEqual(['widget mini-cart-remove has no mount budget: add it to scripts/size-budgets.ts']);
  });

  test('fails for a widget without a download budget', () => {
    const meta = syntheticMeta();
    const missing = { ...budgets, widgetDownloadGzip: { 'add-to-cart': 63500 } };
    expect(checkBudgets(meta, classifyOutputs(meta, gzipOf), missing)).toEqual(['widget mini-cart-remove has no download budget: add it to scripts/size-budgets.ts']);
  });

  test('fails when there is no entry output', () => {
    const meta = syntheticMeta();
    delete meta.outputs['dist/fondant.js'];
    expect(checkBudgets(meta, classifyOutputs(meta, gzipOf), budgets)).toEqual(['no output has fondant.ts as its entry point']);
  });
});

describe('findDuplicatedPackages', () => {
  test('finds nothing when each package file is in one output, even if a package spans chunks', () => {
    const meta = syntheticMeta();
    meta.outputs['dist/chunks/mini-cart-BBB.js']!.inputs['node_modules/nanostores/computed/index.js'] = { bytesInOutput: 400 };
    expect(findDuplicatedPackages(meta)).toEqual([]);
  });

  test('reports the same package file bundled into two outputs', () => {
    const meta = syntheticMeta();
    meta.outputs['dist/chunks/add-to-cart-AAA.js']!.inputs['node_modules/nanostores/atom/index.js'] = { bytesInOutput: 800 };
    expect(findDuplicatedPackages(meta)).toEqual([
      'nanostores: node_modules/nanostores/atom/index.js is bundled into dist/chunks/chunk-STORES.js, dist/chunks/add-to-cart-AAA.js',
    ]);
  });

  test('reports two installed copies of one package, and fails the check', () => {
    const meta = syntheticMeta();
    meta.outputs['dist/chunks/add-to-cart-AAA.js']!.inputs['node_modules/@nanostores/react/node_modules/nanostores/atom/index.js'] = { bytesInOutput: 800 };
    const expected = 'nanostores: 2 copies are bundled (node_modules/nanostores, node_modules/@nanostores/react/node_modules/nanostores)';
    expect(findDuplicatedPackages(meta)).toEqual([expected]);
    expect(checkBudgets(meta, classifyOutputs(meta, gzipOf), budgets)).toEqual([`duplicated package ${expected}`]);
  });
});

describe('budgetsFor', () => {
  test('a build with Preact in its outputs is the lite build, checked against the lite budgets', () => {
    const react = syntheticMeta();
    expect(budgetsFor(react)).toBe(BUDGETS);
    const lite = syntheticMeta();
    lite.outputs['dist/chunks/chunk-REACT.js']!.inputs = inputs({ 'node_modules/preact/compat/dist/compat.mjs': 9000, 'node_modules/preact/dist/preact.mjs': 10000 });
    expect(budgetsFor(lite)).toBe(LITE_BUDGETS);
  });
});
