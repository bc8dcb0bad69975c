// `npm run fault-matrix`: the fault matrix, generated from the code. Rows: every request a widget declares
// (widgets/network-calls.ts); columns: the fault kinds (fixtures/specs/support/fault-cell.ts); a cell: how many
// browser tests carry its `@fault:<request>:<kind>` tag (playwright --list). `--write` puts the table in the README
// between its markers; the default checks that the README's table is the code's (npm test runs it), that every cell
// has a spec (a widget that declares a new request fails the suite until each of its faults is proven) and that no
// tag names a request no widget declares.
import { MATRIX_FAULTS } from '../fixtures/specs/support/fault-cell.ts';
import { widgetNetworkCalls } from '../widgets/network-calls.ts';
import { publishReadmeTable, testsByTag } from './test-tags.ts';

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

/** The cells no test proves, as `request × fault`. */
function unprovenCells(counts: Map<string, number>): string[] {
  return [...declaredRequests().keys()].flatMap((endpoint) => MATRIX_FAULTS.filter((fault) => !counts.has(`@fault:${endpoint}:${fault}`)).map((fault) => `${endpoint} × ${fault}`));
}

const counts = new Map([...testsByTag()].map(([tag, tests]) => [tag, tests.length]));
const declared = declaredRequests();
const strayTags = [...counts.keys()].filter((tag) => tag.startsWith('@fault:') && !declared.has(tag.split(':').slice(1, -1).join(':')));
const { table } = matrix(counts);
const unproven = unprovenCells(counts);
const problems = [
  ...(strayTags.length > 0 ? [`tags for requests no widget declares (widgets/*/*.calls.ts): ${strayTags.join(', ')}`] : []),
  ...(unproven.length > 0 ? [`cells without a spec (tag a test with faultCell(request, fault) from fixtures/specs/support/fault-cell.ts): ${unproven.join(', ')}`] : []),
];
publishReadmeTable({ section: 'fault-matrix', label: 'fault matrix', table, problems });
