// `npm run size`: prints raw and gzip bytes of every dist/ output from dist/meta.json (FONDANT_DIST_DIR's when
// set, like the build) and exits 1 when a budget is exceeded or an npm package is bundled twice (rules in
// size-report.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { BUDGETS, checkBudgets, classifyOutputs, entryLoad, widgetDownloads, type OutputRow, type SizeMetafile } from './size-report.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function readMetafile(): SizeMetafile {
  const file = path.join(root, process.env.FONDANT_DIST_DIR ?? 'dist', 'meta.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SizeMetafile;
  } catch (error) {
    console.error(`[fondant] cannot read ${path.relative(root, file)} (${(error as Error).message}); run npm run build first.`);
    process.exit(1);
  }
}

function gzipOf(file: string): number {
  return gzipSync(readFileSync(path.join(root, file)), { level: 9 }).length;
}

const kindOrder = ['entry', 'widget', 'shared', 'vendor', 'css'];

/** Prints aligned columns; `numeric` columns are right-aligned. */
function printTable(header: string[], table: string[][], numeric: boolean[]): void {
  const widths = header.map((title, column) => Math.max(title.length, ...table.map((cells) => cells[column]!.length)));
  for (const cells of [header, ...table]) {
    console.log(cells.map((cell, column) => (numeric[column] ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  ').trimEnd());
  }
}

const meta = readMetafile();
const rows = classifyOutputs(meta, gzipOf);
printTable(
  ['file', 'kind', 'raw B', 'gzip B', 'widget / package'],
  [...rows]
    .sort((a, b) => kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) || a.file.localeCompare(b.file))
    .map((row: OutputRow) => [row.file, row.kind, String(row.bytes), String(row.gzip), row.widget ?? row.vendorPackage ?? '']),
  [false, false, true, true, false],
);

console.log('\nwhat a page showing each widget downloads (gzip B; total = with the chunks it imports on demand):\n');
printTable(
  ['widget', 'at mount', 'total', 'budget', 'files'],
  widgetDownloads(meta, rows).map(({ widget, atMount, total, files }) => [widget, String(atMount), String(total), String(BUDGETS.widgetDownloadGzip[widget] ?? '-'), String(files.length)]),
  [false, true, true, true, true],
);

const load = entryLoad(meta, rows);
if (load) {
  console.log(`\ninitial load (${load.entry} + ${load.files.length - 1} statically imported chunks): ${load.gzip} B gzip, budget ${BUDGETS.entryGzip} B`);
}
console.log(`widget chunk budget: ${BUDGETS.widgetChunkGzip} B gzip each; each widget's whole download has its own budget (scripts/size-budgets.ts)`);

const problems = checkBudgets(meta, rows);
if (problems.length > 0) {
  console.error(`\n[fondant] size check failed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('size check passed');
