// Builds dist/: fondant.js and fondant.css (stable names), hashed chunks under dist/chunks/, source maps
// and dist/meta.json (the esbuild metafile that scripts/size.ts reads). `tsx esbuild.config.ts` runs it.
import * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = path.dirname(fileURLToPath(import.meta.url));

/** Optional entry that pins React and react-dom into their own shared chunk (see reactVendorEntry()). */
const REACT_VENDOR_ENTRY = 'core/react/react-vendor.ts';

export interface BuildBundleOptions {
  /** Directory holding core/ and widgets/ (default: the directory of this file). */
  root?: string;
  /** Output directory, relative to root (default 'dist'). It is emptied first. */
  outdir?: string;
}

export async function buildBundle(options: BuildBundleOptions = {}): Promise<esbuild.Metafile> {
  const root = options.root ?? projectRoot;
  const outdir = path.resolve(root, options.outdir ?? 'dist');
  await rm(outdir, { recursive: true, force: true });

  const result = await esbuild.build({
    absWorkingDir: root, // metafile paths are then relative to the project: core/…, widgets/…, node_modules/…
    entryPoints: [
      // Same `out` name, different extensions: esbuild accepts this as long as no JS entry imports CSS
      // (that would also produce a fondant.css and the two outputs would collide).
      { in: 'core/entry.ts', out: 'fondant' },
      { in: 'core/styles/fondant.css', out: 'fondant' },
      ...reactVendorEntry(root),
    ],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    sourcemap: true,
    target: ['es2022', 'chrome111', 'firefox111', 'safari16'],
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });

  await mkdir(outdir, { recursive: true });
  await writeFile(path.join(outdir, 'meta.json'), JSON.stringify(result.metafile, null, 2));
  return result.metafile;
}

/**
 * With `splitting`, esbuild puts every module reachable from more than one entry point (static entries and
 * dynamic import() targets alike) into a shared chunk that each of them imports. A single React widget's
 * chunk would otherwise carry React inline; making react-vendor.ts (which imports react and react-dom) an
 * entry point too means React is reached from two entry points, so it lands in a shared chunk of its own,
 * separate from widget code, cached across widgets and loaded only by the chunks that import it.
 */
function reactVendorEntry(root: string): { in: string; out: string }[] {
  return existsSync(path.join(root, REACT_VENDOR_ENTRY)) ? [{ in: REACT_VENDOR_ENTRY, out: 'react-vendor' }] : [];
}

function isRunDirectly(): boolean {
  return process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
}

if (isRunDirectly()) {
  const started = performance.now();
  buildBundle().then(
    (metafile) => {
      const files = Object.keys(metafile.outputs).filter((file) => !file.endsWith('.map'));
      console.log(`[fondant] built ${files.length} files into dist/ in ${Math.round(performance.now() - started)} ms`);
    },
    (error: unknown) => {
      // esbuild has already printed its diagnostics; anything else (fs errors) is printed here.
      if (!(error instanceof Error && 'errors' in error)) console.error(error);
      console.error('[fondant] build failed');
      process.exitCode = 1;
    },
  );
}
