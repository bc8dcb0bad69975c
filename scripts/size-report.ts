// Pure logic behind `npm run size`: classifies the outputs of an esbuild metafile (entry, widget, shared,
// vendor, css), checks the byte budgets and finds npm packages bundled more than once.

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
export const BUDGETS = { entryGzip: 6144, widgetGzip: 8192 } as const;
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

/** The entry plus every chunk it imports statically (transitively): what a page downloads before Fondant runs. */
function initialLoad(meta: SizeMetafile, entryFile: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    const output = meta.outputs[file];
    if (seen.has(file) || !output) return;
    seen.add(file);
    for (const imported of output.imports) if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  visit(entryFile);
  return [...seen];
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
  const files = initialLoad(meta, entry.file);
  const gzip = rows.filter((row) => files.includes(row.file)).reduce((sum, row) => sum + row.gzip, 0);
  return { entry: entry.file, files, gzip };
}

/** Budget and duplication failures, as readable sentences; empty when all is well. */
export function checkBudgets(meta: SizeMetafile, rows: OutputRow[]): string[] {
  const problems: string[] = [];
  const load = entryLoad(meta, rows);
  if (!load) {
    problems.push(`no output has ${ENTRY_SOURCE} as its entry point`);
  } else {
    if (load.gzip > BUDGETS.entryGzip) {
      problems.push(`entry ${load.entry} with its static imports is ${load.gzip} B gzip, over the ${BUDGETS.entryGzip} B budget (${load.files.join(', ')})`);
    }
    if (load.files.length > 1) {
      // Typically a widget chunk importing a value from its own declaration (or what the declaration imports).
      problems.push(`entry ${load.entry} imports ${load.files.slice(1).join(', ')} statically: one more round trip before any widget loads; keep widget declarations free of code their chunks import`);
    }
  }
  for (const row of rows) {
    if (row.kind === 'widget' && row.gzip > BUDGETS.widgetGzip) {
      problems.push(`widget ${row.widget} chunk ${row.file} is ${row.gzip} B gzip, over the ${BUDGETS.widgetGzip} B budget`);
    }
  }
  return [...problems, ...findDuplicatedPackages(meta).map((problem) => `duplicated package ${problem}`)];
}
