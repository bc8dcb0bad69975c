// Pure logic behind `npm run size`: classifies the outputs of an esbuild metafile (entry, widget, shared,
// vendor, css), adds up what each widget downloads, checks the byte budgets (size-budgets.ts) and finds npm
// packages bundled more than once.
import { posix } from 'node:path';
import { BUDGETS, LITE_BUDGETS, type SizeBudgets } from './size-budgets.ts';

export { BUDGETS, LITE_BUDGETS };

/** The part of esbuild's Metafile this report reads (esbuild's own type is assignable to it). */
export interface SizeMetafile {
  outputs: Record<string, SizeMetafileOutput>;
}
export interface SizeMetafileOutput {
  bytes: number;
  entryPoint?: string;
  inputs: Record<string, { bytesInOutput: number }>;
  imports: { path: string; kind: string; external?: boolean }[];
}

export type OutputKind = 'entry' | 'widget' | 'shared' | 'vendor' | 'css';

export interface OutputRow {
  file: string;
  kind: OutputKind;
  bytes: number;
  gzip: number;
  /** Widget folder name, for widget chunks. */
  widget?: string;
  /** Package contributing the most bytes, for vendor chunks. */
  vendorPackage?: string;
}

const ENTRY_SOURCE = 'fondant.ts';
/** The events bridge: the registry imports it beside the first widget chunk, so every widget's download counts it. */
const BRIDGE_SOURCE = 'core/events/bridge.ts';
/** A chunk without a widget entry point is "vendor" when at least this share of its bytes is from node_modules. */
const VENDOR_SHARE = 0.5;

/** 'node_modules/@nanostores/react/index.js' → {name: '@nanostores/react', root: 'node_modules/@nanostores/react'}. */
export function packageOf(inputPath: string): { name: string; root: string } | undefined {
  const parts = inputPath.split('/');
  const at = parts.lastIndexOf('node_modules');
  const first = parts[at + 1];
  if (at < 0 || first === undefined) return undefined;
  const nameParts = first.startsWith('@') ? parts.slice(at + 1, at + 3) : [first];
  return { name: nameParts.join('/'), root: parts.slice(0, at + 1 + nameParts.length).join('/') };
}

/** 'widgets/add-to-cart/add-to-cart.ts' and 'widgets/shop/add-to-cart/index.ts' → 'add-to-cart'. */
export function widgetNameOf(entryPoint: string): string | undefined {
  if (!entryPoint.startsWith('widgets/')) return undefined;
  const parts = entryPoint.split('/');
  const folder = parts[parts.length - 2];
  return folder === 'widgets' ? parts[parts.length - 1]!.replace(/\.[^.]+$/, '') : folder;
}

/** Bytes per npm package inside one output, largest first. */
function packageBytes(output: SizeMetafileOutput): [string, number][] {
  const totals = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    const pkg = packageOf(input);
    if (pkg) totals.set(pkg.name, (totals.get(pkg.name) ?? 0) + bytesInOutput);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

function isReported(file: string): boolean {
  return file.endsWith('.js') || file.endsWith('.css');
}

/** One row per JS/CSS output (maps and meta.json left out); gzipOf gives the gzip size of an output file. */
export function classifyOutputs(meta: SizeMetafile, gzipOf: (file: string) => number): OutputRow[] {
  return Object.entries(meta.outputs)
    .filter(([file]) => isReported(file))
    .map(([file, output]) => ({ file, bytes: output.bytes, gzip: gzipOf(file), ...classify(file, output) }));
}

function classify(file: string, output: SizeMetafileOutput): Pick<OutputRow, 'kind' | 'widget' | 'vendorPackage'> {
  if (file.endsWith('.css')) return { kind: 'css' };
  if (output.entryPoint === ENTRY_SOURCE) return { kind: 'entry' };
  const widget = output.entryPoint && widgetNameOf(output.entryPoint);
  if (widget) return { kind: 'widget', widget };
  const packages = packageBytes(output);
  const fromPackages = packages.reduce((sum, [, bytes]) => sum + bytes, 0);
  const total = Object.values(output.inputs).reduce((sum, input) => sum + input.bytesInOutput, 0);
  if (total > 0 && fromPackages / total >= VENDOR_SHARE) return { kind: 'vendor', vendorPackage: packages[0]![0] };
  return { kind: 'shared' };
}

/**
 * The output an import of `file` loads: a bundled import names it; an external one is a URL relative to the
 * importing file (the React vendor chunk, built apart: './react-vendor-….js'), or not one of ours.
 */
function importedOutput(meta: SizeMetafile, file: string, imported: SizeMetafileOutput['imports'][number]): string | undefined {
  if (!imported.external) return imported.path;
  if (!imported.path.startsWith('./') && !imported.path.startsWith('../')) return undefined;
  const resolved = posix.join(posix.dirname(file), imported.path);
  return resolved in meta.outputs ? resolved : undefined;
}

/** The files plus every chunk they import statically (transitively): what loading them downloads. */
function staticClosure(meta: SizeMetafile, files: string[], seen = new Set<string>()): Set<string> {
  const visit = (file: string): void => {
    const output = meta.outputs[file];
    if (seen.has(file) || !output) return;
    seen.add(file);
    for (const imported of output.imports) {
      const target = imported.kind === 'import-statement' ? importedOutput(meta, file, imported) : undefined;
      if (target) visit(target);
    }
  };
  files.forEach(visit);
  return seen;
}

function dynamicImports(meta: SizeMetafile, file: string): string[] {
  return (meta.outputs[file]?.imports ?? []).filter((imported) => imported.kind === 'dynamic-import' && !imported.external).map((imported) => imported.path);
}

export interface WidgetDownload {
  widget: string;
  /** Gzip bytes a page downloads to mount the widget: its chunk, the shared and vendor chunks it imports, the events bridge. */
  atMount: number;
  /** The same plus what the widget imports on demand later (the gallery's viewer and PhotoSwipe, the wallet session). */
  total: number;
  files: string[];
}

/**
 * What each widget costs a page that shows it: the chunk the entry imports for it, with its static imports and the
 * events bridge's; then, transitively, what those import on demand (import()), other widgets' chunks excepted.
 */
export function widgetDownloads(meta: SizeMetafile, rows: OutputRow[]): WidgetDownload[] {
  const entry = rows.find((row) => row.kind === 'entry');
  if (!entry) return [];
  const rowOf = new Map(rows.map((row) => [row.file, row]));
  const gzipOf = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + (rowOf.get(file)?.gzip ?? 0), 0);
  const lazyFromEntry = dynamicImports(meta, entry.file);
  const bridge = lazyFromEntry.filter((file) => meta.outputs[file]?.entryPoint === BRIDGE_SOURCE);
  return lazyFromEntry
    .map((file) => rowOf.get(file))
    .filter((row): row is OutputRow & { widget: string } => row?.kind === 'widget' && row.widget !== undefined)
    .map((row) => {
      const atMount = staticClosure(meta, [row.file, ...bridge]);
      const all = new Set(atMount);
      const ownLazyImports = (files: Iterable<string>) =>
        [...files].flatMap((file) => dynamicImports(meta, file)).filter((file) => !all.has(file) && (rowOf.get(file)?.widget ?? row.widget) === row.widget);
      for (let lazy = ownLazyImports(atMount); lazy.length > 0; ) {
        const before = new Set(all);
        staticClosure(meta, lazy, all);
        lazy = ownLazyImports([...all].filter((file) => !before.has(file)));
      }
      return { widget: row.widget, atMount: gzipOf(atMount), total: gzipOf(all), files: [...all] };
    })
    .sort((a, b) => a.widget.localeCompare(b.widget));
}

/**
 * Problems that make one shared instance impossible: the same node_modules file in two JS outputs (each copy
 * would run, with its own state), or one package installed at two paths (two versions, both bundled).
 * A package whose different files sit in different chunks is fine — esbuild's splitting puts each module in
 * exactly one chunk, so it still runs once.
 */
export function findDuplicatedPackages(meta: SizeMetafile): string[] {
  const outputsByFile = new Map<string, string[]>();
  const rootsByPackage = new Map<string, Set<string>>();
  for (const [file, output] of Object.entries(meta.outputs)) {
    if (!file.endsWith('.js')) continue;
    for (const input of Object.keys(output.inputs)) {
      const pkg = packageOf(input);
      if (!pkg) continue;
      outputsByFile.set(input, [...(outputsByFile.get(input) ?? []), file]);
      rootsByPackage.set(pkg.name, (rootsByPackage.get(pkg.name) ?? new Set()).add(pkg.root));
    }
  }
  const problems: string[] = [];
  for (const [input, outputs] of outputsByFile) {
    if (outputs.length > 1) problems.push(`${packageOf(input)!.name}: ${input} is bundled into ${outputs.join(', ')}`);
  }
  for (const [name, roots] of rootsByPackage) {
    if (roots.size > 1) problems.push(`${name}: ${roots.size} copies are bundled (${[...roots].join(', ')})`);
  }
  return problems;
}

/** Gzip bytes of the entry's initial load (the entry budget applies to it: moving startup code into a
 *  statically imported shared chunk does not make a page start faster). */
export function entryLoad(meta: SizeMetafile, rows: OutputRow[]): { entry: string; files: string[]; gzip: number } | undefined {
  const entry = rows.find((row) => row.kind === 'entry');
  if (!entry) return undefined;
  const files = [...staticClosure(meta, [entry.file])];
  const gzip = rows.filter((row) => files.includes(row.file)).reduce((sum, row) => sum + row.gzip, 0);
  return { entry: entry.file, files, gzip };
}

/** Budget and duplication failures, as readable sentences; empty when all is well. */
export function checkBudgets(meta: SizeMetafile, rows: OutputRow[], budgets: SizeBudgets = BUDGETS): string[] {
  const problems: string[] = [];
  const load = entryLoad(meta, rows);
  if (!load) {
    problems.push(`no output has ${ENTRY_SOURCE} as its entry point`);
  } else {
    if (load.gzip > budgets.entryGzip) {
      problems.push(`entry ${load.entry} with its static imports is ${load.gzip} B gzip, over the ${budgets.entryGzip} B budget (${load.files.join(', ')})`);
    }
    if (load.files.length > 1) {
      // Typically a widget chunk importing a value from its own declaration (or what the declaration imports).
      problems.push(`entry ${load.entry} imports ${load.files.slice(1).join(', ')} statically: one more round trip before any widget loads; keep widget declarations free of code their chunks import`);
    }
  }
  for (const row of rows) {
    if (row.kind === 'widget' && row.gzip > budgets.widgetChunkGzip) {
      problems.push(`widget ${row.widget} chunk ${row.file} is ${row.gzip} B gzip, over the ${budgets.widgetChunkGzip} B budget`);
    }
  }
  for (const { widget, total, atMount } of widgetDownloads(meta, rows)) {
    const budget = budgets.widgetDownloadGzip[widget];
    if (budget === undefined) problems.push(`widget ${widget} has no download budget: add it to scripts/size-budgets.ts`);
    else if (total > budget) problems.push(`widget ${widget} downloads ${total} B gzip in all, over its ${budget} B budget`);
    const mountBudget = budgets.widgetMountGzip[widget];
    if (mountBudget === undefined) problems.push(`widget ${widget} has no mount budget: add it to scripts/size-budgets.ts`);
    else if (atMount > mountBudget) problems.push(`widget ${widget} downloads ${atMount} B gzip before it mounts, over its ${mountBudget} B mount budget`);
  }
  return [...problems, ...findDuplicatedPackages(meta).map((problem) => `duplicated package ${problem}`)];
}

/** The lite build is the one whose outputs hold Preact (its vendor chunk); it has budgets of its own. */
export function isLiteBuild(meta: SizeMetafile): boolean {
  return Object.values(meta.outputs).some((output) => Object.keys(output.inputs).some((input) => packageOf(input)?.name === 'preact'));
}

export function budgetsFor(meta: SizeMetafile): SizeBudgets {
  return isLiteBuild(meta) ? LITE_BUDGETS : BUDGETS;
}
