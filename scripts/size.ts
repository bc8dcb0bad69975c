// `npm run size`: prints raw and gzip bytes of every output of the React build (dist/) and the lite build
// (dist-lite/) from their meta.json, what each widget downloads in both side by side, and exits 1 when either build
// exceeds its own budgets (size-budgets.ts: BUDGETS, LITE_BUDGETS) or bundles an npm package twice (rules in
// size-report.ts). With both builds, it also checks that only the widgets that render with React download other
// bytes in the lite build: every other widget's download is the same files, byte for byte, which is why `npm test`
// runs only the React pages' specs on the React build. With FONDANT_DIST_DIR set, only that build is reported,
// against the budgets of its kind.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { budgetsFor, checkBudgets, classifyOutputs, entryLoad, isLiteBuild, widgetDownloads, type OutputRow, type SizeMetafile, type WidgetDownload } from './size-report.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Build {
  name: string;
  meta: SizeMetafile;
  rows: OutputRow[];
  downloads: WidgetDownload[];
}

function readBuild(dir: string, buildCommand: string): Build {
  const file = path.join(root, dir, 'meta.json');
  let meta: SizeMetafile;
  try {
    meta = JSON.parse(readFileSync(file, 'utf8')) as SizeMetafile;
  } catch (error) {
    console.error(`[fondant] cannot read ${path.relative(root, file)} (${(error as Error).message}); run ${buildCommand} first.`);
    process.exit(1);
  }
  const rows = classifyOutputs(meta, gzipOf);
  return { name: isLiteBuild(meta) ? 'lite' : 'React', meta, rows, downloads: widgetDownloads(meta, rows) };
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

/** Every output of the first build; of the others, only the files the first does not have (the vendor chunk). */
function printFiles(builds: Build[]): void {
  const first = new Set(builds[0]!.rows.map((row) => path.basename(row.file)));
  const rows = builds.flatMap((build, index) => build.rows
    .filter((row) => index === 0 || !first.has(path.basename(row.file)))
    .map((row) => ({ build: build.name, row })));
  printTable(
    ['file', 'build', 'kind', 'raw B', 'gzip B', 'widget / package'],
    rows
      .sort((a, b) => kindOrder.indexOf(a.row.kind) - kindOrder.indexOf(b.row.kind) || a.row.file.localeCompare(b.row.file))
      .map(({ build, row }) => [row.file, build, row.kind, String(row.bytes), String(row.gzip), row.widget ?? row.vendorPackage ?? '']),
    [false, false, false, true, true, false],
  );
}

function printDownloads(builds: Build[]): void {
  console.log('\nwhat a page showing each widget downloads (gzip B; total = with the chunks it imports on demand):\n');
  const widgets = [...new Set(builds.flatMap((build) => build.downloads.map((download) => download.widget)))].sort();
  const header = ['widget', ...builds.flatMap((build) => [`${build.name} at mount`, `${build.name} mount budget`, `${build.name} total`, `${build.name} budget`])];
  printTable(
    header,
    widgets.map((widget) => [widget, ...builds.flatMap((build) => {
      const download = build.downloads.find((candidate) => candidate.widget === widget);
      const budgets = budgetsFor(build.meta);
      const [mountBudget, budget] = [budgets.widgetMountGzip[widget], budgets.widgetDownloadGzip[widget]];
      return [String(download?.atMount ?? '-'), String(mountBudget ?? '-'), String(download?.total ?? '-'), String(budget ?? '-')];
    })]),
    header.map((_, column) => column > 0),
  );
}

const builds = process.env.FONDANT_DIST_DIR
  ? [readBuild(process.env.FONDANT_DIST_DIR, 'the build')]
  : [readBuild('dist', 'npm run build'), readBuild('dist-lite', 'npm run build:lite')];
printFiles(builds);
printDownloads(builds);

console.log('');
for (const build of builds) {
  const load = entryLoad(build.meta, build.rows);
  if (load) console.log(`${build.name} initial load (${load.entry} + ${load.files.length - 1} statically imported chunks): ${load.gzip} B gzip, budget ${budgetsFor(build.meta).entryGzip} B`);
}
console.log(`widget chunk budget: ${budgetsFor(builds[0]!.meta).widgetChunkGzip} B gzip each; each widget's whole download has its own budget per build (scripts/size-budgets.ts)`);

/** Widgets whose download differs between the builds while their React-build download has no React in it. */
function differingOutsideReact(react: Build, lite: Build): string[] {
  const read = new Map<string, string>();
  const contentOf = (file: string) => read.get(file) ?? read.set(file, readFileSync(path.join(root, file)).toString('base64')).get(file)!;
  const contents = (files: string[]) => files.map(contentOf).sort();
  const usesReact = (download: WidgetDownload) => download.files.some((file) => react.rows.find((row) => row.file === file)?.vendorPackage?.startsWith('react'));
  const differing = react.downloads.filter((download) => {
    const other = lite.downloads.find((candidate) => candidate.widget === download.widget);
    return !other || contents(download.files).join() !== contents(other.files).join();
  });
  const reactWidgets = differing.filter(usesReact).map((download) => download.widget);
  console.log(`widgets whose download differs between the builds: ${reactWidgets.join(', ') || 'none'} (React's); every other widget's is the same bytes`);
  return differing.filter((download) => !usesReact(download)).map((download) => `${download.widget} downloads other bytes in the lite build, with no React in it`);
}

const problems = builds.flatMap((build) => checkBudgets(build.meta, build.rows, budgetsFor(build.meta)).map((problem) => `${build.name}: ${problem}`));
if (builds.length === 2) problems.push(...differingOutsideReact(builds[0]!, builds[1]!));
if (problems.length > 0) {
  console.error(`\n[fondant] size check failed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('size check passed');
