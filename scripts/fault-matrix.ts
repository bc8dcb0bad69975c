// `npm run fault-matrix`: the fault matrix, generated from the code. Rows: every request a widget declares
// (widgets/network-calls.ts); columns: the fault kinds (fixtures/specs/support/fault-cell.ts); a cell: how many
// browser tests carry its `@fault:<request>:<kind>` tag (playwright --list). `--write` puts the table in the README
// between its markers; the default checks that the README's table is the code's (npm test runs it) and that no tag
// names a request no widget declares.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MATRIX_FAULTS } from '../fixtures/specs/support/fault-cell.ts';
import { widgetNetworkCalls } from '../widgets/network-calls.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const README = path.join(root, 'README.md');
const START = '<!-- fault-matrix:start -->';
const END = '<!-- fault-matrix:end -->';

interface ListedSuite {
  specs?: Array<{ tags: string[] }>;
  suites?: ListedSuite[];
}

/** How many tests carry each tag, from the browser suite's listing. */
function tagCounts(): Map<string, number> {
  const listing = execFileSync(path.join(root, 'node_modules', '.bin', 'playwright'), ['test', '--list', '--reporter=json'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const counts = new Map<string, number>();
  const walk = (suite: ListedSuite) => {
    // The JSON listing drops a tag's leading '@'.
    for (const spec of suite.specs ?? []) for (const tag of spec.tags.map((listed) => listed.replace(/^@?/, '@'))) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of (JSON.parse(listing) as { suites: ListedSuite[] }).suites) walk(suite);
  return counts;
}

/** Each declared request once, with the widgets that send it and when. */
function declaredRequests(): Map<string, { widgets: string[]; when: string[] }> {
  const requests = new Map<string, { widgets: string[]; when: string[] }>();
  for (const [widget, calls] of Object.entries(widgetNetworkCalls)) {
    for (const call of calls) {
      const row = requests.get(call.endpoint) ?? { widgets: [], when: [] };
      row.widgets.push(widget);
      if (!row.when.includes(call.when)) row.when.push(call.when);
      requests.set(call.endpoint, row);
    }
  }
  return new Map([...requests].sort(([a], [b]) => a.localeCompare(b)));
}

function matrix(counts: Map<string, number>): { table: string; proven: number; cells: number } {
  const requests = declaredRequests();
  const lines = [
    `| request | sent by | ${MATRIX_FAULTS.join(' | ')} |`,
    `|---|---|${MATRIX_FAULTS.map(() => ':-:').join('|')}|`,
  ];
  let proven = 0;
  for (const [endpoint, row] of requests) {
    const cells = MATRIX_FAULTS.map((fault) => counts.get(`@fault:${endpoint}:${fault}`) ?? 0);
    proven += cells.filter((count) => count > 0).length;
    lines.push(`| \`${endpoint}\` | ${row.widgets.join(', ')}: ${row.when.join('; ')} | ${cells.map((count) => (count > 0 ? `✓ ${count}` : '—')).join(' | ')} |`);
  }
  const cells = requests.size * MATRIX_FAULTS.length;
  lines.push('', `${proven} of ${cells} cells have a spec (✓ n: n browser tests; —: none yet).`);
  return { table: lines.join('\n'), proven, cells };
}

const counts = tagCounts();
const declared = declaredRequests();
const strayTags = [...counts.keys()].filter((tag) => tag.startsWith('@fault:') && !declared.has(tag.split(':').slice(1, -1).join(':')));
const { table } = matrix(counts);
const readme = readFileSync(README, 'utf8');
const start = readme.indexOf(START);
const end = readme.indexOf(END);
if (start < 0 || end < start) throw new Error(`README.md has no ${START} … ${END} section`);
const current = readme.slice(start + START.length, end).trim();

if (strayTags.length > 0) {
  console.error(`fault matrix: tags for requests no widget declares (widgets/*/*.calls.ts): ${strayTags.join(', ')}`);
  process.exitCode = 1;
} else if (process.argv.includes('--write')) {
  writeFileSync(README, `${readme.slice(0, start + START.length)}\n${table}\n${readme.slice(end)}`);
  console.log(table);
} else if (current !== table) {
  console.error(`fault matrix: the README's table is not the code's; run npm run fault-matrix -- --write. The code's:\n${table}`);
  process.exitCode = 1;
} else {
  console.log(table);
}
