// Builds dist/: fondant.js and fondant.css (stable names), hashed chunks under dist/chunks/, React in its
// own hashed vendor chunk, the entry's table of chunks to preload per widget, source maps and
// dist/meta.json (the esbuild metafile that scripts/size.ts reads), dist/legacy-handles.json (the legacy
// WordPress script handles the widgets replace, for the WordPress plugin), dist/builder-coverage.json (the page builder's
// modules and theme features the catalogue covers, for the plugin's bundle decision), dist/jquery-watch.js (the classic
// script a page loads before any jQuery when it has several copies) and dist/address-autocomplete-api.js (the classic
// script that installs WooCommerce's address provider API before the provider scripts). `tsx esbuild.config.ts` runs it;
// `tsx esbuild.config.ts --lite` (npm run build:lite) builds dist-lite/, the same sources with the vendor chunk made of
// preact/compat instead of React.
import * as esbuild from 'esbuild';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChunkPreloadTable } from './core/registry/chunk-preload.ts';
import { chunkPreloadTable } from './scripts/chunk-preload-table.ts';
import { builderCoverage } from './scripts/builder-coverage.ts';
import { legacyHandleTable, readDeclarations, stripReplaces } from './scripts/legacy-handles.ts';

const projectRoot = path.dirname(fileURLToPath(import.meta.url));

const REACT_VENDOR_ENTRY = 'core/react/react-vendor.ts';
/** Every React module a widget may import; all of them are served by the one vendor chunk. */
const REACT_MODULES = /^(react|react-dom|react-dom\/client|react\/jsx-runtime)$/;
/** The lite build's vendor chunk: each React module and the preact/compat entry point that implements it. */
const PREACT_COMPAT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
};

const shared = {
  bundle: true,
  format: 'esm',
  minify: true,
  sourcemap: true,
  target: ['es2022', 'chrome111', 'firefox111', 'safari16'],
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  // ES module builds first: a package folder with index.mjs beside index.js (@stripe/stripe-js/pure) must
  // not pull the CommonJS copy and esbuild's interop helpers into a chunk shared with the entry.
  resolveExtensions: ['.tsx', '.ts', '.mjs', '.jsx', '.js', '.css', '.json'],
  metafile: true,
  logLevel: 'warning',
} satisfies esbuild.BuildOptions;

/** The options every build of one bundle shares (minified or not). */
type CommonOptions = Omit<typeof shared, 'minify'> & { minify: boolean };

export interface BuildBundleOptions {
  /** Directory holding core/ and widgets/ (default: the directory of this file). */
  root?: string;
  /** Output directory, relative to root (default 'dist'). It is emptied first. */
  outdir?: string;
  /** false: readable output, for the WordPress plugin's FONDANT_DEBUG build (default true). */
  minify?: boolean;
  /** true: React aliased to preact/compat in the vendor chunk (the lite build; default false). */
  lite?: boolean;
}

export async function buildBundle(options: BuildBundleOptions = {}): Promise<esbuild.Metafile> {
  const root = options.root ?? projectRoot;
  const outdir = path.resolve(root, options.outdir ?? 'dist');
  await rm(outdir, { recursive: true, force: true });
  const common: CommonOptions = { ...shared, minify: options.minify ?? true };

  const vendor = await buildReactVendor(common, root, outdir, options.lite ?? false);
  const build = (preloads: ChunkPreloadTable) => esbuild.build({
    ...common,
    absWorkingDir: root, // metafile paths are then relative to the project: core/…, widgets/…, node_modules/…
    entryPoints: [
      // Same `out` name, different extensions: esbuild accepts this as long as no JS entry imports CSS
      // (that would also produce a fondant.css and the two outputs would collide).
      { in: 'fondant.ts', out: 'fondant' },
      { in: 'core/styles/fondant.css', out: 'fondant' },
    ],
    outdir,
    splitting: true,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    define: { ...common.define, FONDANT_CHUNK_PRELOADS: JSON.stringify(JSON.stringify(preloads)) },
    plugins: [reactFromVendorChunk(vendor.file), declarationsWithoutReplaces()],
  });
  // The chunk names are known only after a build: a first one finds them, a second writes the entry with
  // the preload table. Only the entry (fondant.js) carries the table, so every chunk keeps its name.
  const first = await build({ files: [], widgets: {} });
  const entryOutput = path.relative(root, path.join(outdir, 'fondant.js')).split(path.sep).join('/');
  const preloads = chunkPreloadTable(first.metafile, entryOutput);
  await checkWidgetNames(root, Object.keys(preloads.widgets));
  const result = await build(preloads);
  const renamed = Object.keys(result.metafile.outputs).filter((output) => !(output in first.metafile.outputs));
  if (renamed.length > 0) throw new Error(`[fondant] the preload table changed chunk names: ${renamed.join(', ')}`);

  await checkReactImports(root, result.metafile, vendor);
  const metafile: esbuild.Metafile = { inputs: { ...vendor.metafile.inputs, ...result.metafile.inputs }, outputs: { ...vendor.metafile.outputs, ...result.metafile.outputs } };
  await mkdir(outdir, { recursive: true });
  await writeFile(path.join(outdir, 'meta.json'), JSON.stringify(metafile, null, 2));
  await writeFile(path.join(outdir, 'legacy-handles.json'), `${JSON.stringify(legacyHandleTable(await readDeclarations(root)), null, 2)}\n`);
  await writeFile(path.join(outdir, 'builder-coverage.json'), `${JSON.stringify(builderCoverage(Object.keys(preloads.widgets)), null, 2)}\n`);
  await buildClassicScripts(common, root, outdir);
  return metafile;
}

/** The classic scripts (not modules), which run where they are placed: the jQuery watch, before any jQuery, and the
 *  address autocomplete API, before the provider scripts that register with it. */
async function buildClassicScripts(common: CommonOptions, root: string, outdir: string): Promise<void> {
  await esbuild.build({
    ...common,
    absWorkingDir: root,
    format: 'iife',
    metafile: false,
    entryPoints: [
      { in: 'core/events/jquery-watch.js', out: 'jquery-watch' },
      { in: 'widgets/address-autocomplete/address-autocomplete-api.ts', out: 'address-autocomplete-api' },
    ],
    outdir,
  });
}

interface ReactVendor {
  file: string;
  exports: string[];
  metafile: esbuild.Metafile;
}

/**
 * React and react-dom are built once, on their own, into dist/chunks/react-vendor-<hash>.js. Letting code
 * splitting place them instead would either inline React into the first React widget's chunk or, with a
 * second entry point, make esbuild's runtime helpers a shared chunk that the entry must import on every
 * page. A page downloads the vendor chunk only when a React widget's chunk imports it.
 */
async function buildReactVendor(common: CommonOptions, root: string, outdir: string, lite: boolean): Promise<ReactVendor> {
  const result = await esbuild.build({
    ...common,
    absWorkingDir: root,
    entryPoints: [{ in: REACT_VENDOR_ENTRY, out: 'react-vendor' }],
    outdir: path.join(outdir, 'chunks'),
    entryNames: '[name]-[hash]',
    plugins: lite ? [reactAsPreactCompat()] : [],
  }).catch((error: unknown) => {
    if (lite) console.error('[fondant] lite build: the preact/compat vendor chunk failed ("No matching export" above: a name core/react/react-vendor.ts lists that preact/compat lacks)');
    throw error;
  });
  const file = Object.keys(result.metafile.outputs).find((output) => output.endsWith('.js'));
  if (!file) throw new Error('[fondant] the React vendor build produced no JavaScript');
  return { file: path.basename(file), exports: result.metafile.outputs[file]?.exports ?? [], metafile: result.metafile };
}

/** The lite build: React's modules resolve to preact/compat's. The vendor source is read as JavaScript, not
 *  TypeScript: esbuild then fails on a re-exported name preact/compat lacks (TypeScript's rules would take it for a
 *  type and export undefined). */
function reactAsPreactCompat(): esbuild.Plugin {
  return {
    name: 'react-as-preact-compat',
    setup(build) {
      build.onResolve({ filter: REACT_MODULES }, (args) => build.resolve(PREACT_COMPAT[args.path]!, { kind: args.kind, resolveDir: args.resolveDir }));
      build.onLoad({ filter: /[\\/]core[\\/]react[\\/]react-vendor\.ts$/ }, async (args) => ({ contents: await readFile(args.path, 'utf8'), loader: 'js' }));
    },
  };
}

/** React imports are external to the main build, so esbuild cannot check them: a wrong one would only fail
 *  in the browser. Only chunks beside the vendor chunk may import it (never the entry, which must stay
 *  small), and every name they import must be one it exports. */
async function checkReactImports(root: string, metafile: esbuild.Metafile, vendor: ReactVendor): Promise<void> {
  const fromVendor = `from"./${vendor.file}"`;
  const problems: string[] = [];
  for (const output of Object.keys(metafile.outputs).filter((file) => file.endsWith('.js'))) {
    const code = await readFile(path.join(root, output), 'utf8');
    const clauses = importClauses(code, fromVendor);
    if (clauses.length > 0 && path.basename(path.dirname(output)) !== 'chunks') problems.push(`${output} must not import React: load it from a widget chunk`);
    for (const clause of clauses) {
      for (const name of importedNames(clause)) {
        if (!vendor.exports.includes(name)) problems.push(`${output} imports "${name}", which core/react/react-vendor.ts does not export`);
      }
    }
  }
  if (problems.length > 0) throw new Error(`[fondant] React imports: ${problems.join('; ')}`);
}

/** The clauses of minified `import <clause>from"<file>"` statements. */
function importClauses(code: string, from: string): string[] {
  const clauses: string[] = [];
  for (let end = code.indexOf(from); end !== -1; end = code.indexOf(from, end + from.length)) {
    clauses.push(code.slice(code.lastIndexOf('import', end) + 'import'.length, end));
  }
  return clauses;
}

/** `d,{a as b,c}` → ['default', 'a', 'c']; a namespace import (`*as R`) needs no particular name. */
function importedNames(clause: string): string[] {
  const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
  const names = named.split(',').map((binding) => binding.trim().split(/\s+as\s+/)[0]!).filter(Boolean);
  const head = clause.replace(/\{[^}]*\}/, '').replace(',', '').trim();
  return head && !head.startsWith('*') ? ['default', ...names] : names;
}

/** The preload table is keyed by widget folder: each folder's declaration must name its widget the same. */
async function checkWidgetNames(root: string, folders: string[]): Promise<void> {
  for (const folder of folders) {
    const declaration = `widgets/${folder}/${folder}.widget.ts`;
    const source = await readFile(path.join(root, declaration), 'utf8');
    if (!source.includes(`name: '${folder}'`)) throw new Error(`[fondant] ${declaration} must declare name: '${folder}', its folder's name`);
  }
}

/** Widget chunks import React from the vendor chunk beside them, as `./react-vendor-<hash>.js`. */
function reactFromVendorChunk(vendorFile: string): esbuild.Plugin {
  return {
    name: 'react-from-vendor-chunk',
    setup(build) {
      build.onResolve({ filter: REACT_MODULES }, () => ({ path: `./${vendorFile}`, external: true }));
    },
  };
}

/** The declarations' `replaces` field is for the build's legacy handle table only: the entry does not carry it. */
function declarationsWithoutReplaces(): esbuild.Plugin {
  return {
    name: 'declarations-without-replaces',
    setup(build) {
      build.onLoad({ filter: /[\\/]widgets[\\/][^\\/]+[\\/][^\\/]+\.widget\.ts$/ }, async (args) => ({
        contents: stripReplaces(await readFile(args.path, 'utf8')),
        loader: 'ts',
      }));
    },
  };
}

function isRunDirectly(): boolean {
  return process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
}

if (isRunDirectly()) {
  const started = performance.now();
  const lite = process.argv.includes('--lite');
  const outdir = process.env.FONDANT_DIST_DIR ?? (lite ? 'dist-lite' : 'dist');
  buildBundle({ outdir, lite }).then(
    (metafile) => {
      const files = Object.keys(metafile.outputs).filter((file) => !file.endsWith('.map'));
      console.log(`[fondant] built ${files.length} files into ${outdir}/${lite ? ' (lite: preact/compat)' : ''} in ${Math.round(performance.now() - started)} ms`);
    },
    (error: unknown) => {
      // esbuild has already printed its diagnostics; anything else (fs errors) is printed here.
      if (!(error instanceof Error && 'errors' in error)) console.error(error);
      console.error('[fondant] build failed');
      process.exitCode = 1;
    },
  );
}
