// `npm test`: type-checks, builds both builds (dist/ with React, dist-lite/ with preact/compat), checks their size
// budgets, checks the README's fault matrix against the code, runs the unit tests (vitest, the house's import rules among them) and the browser tests (Playwright) on the
// lite build, then those of the React widgets' pages on the React build, with their output streamed live, then lists what failed and ends with one line
// "N passed, N failed[, N skipped]" (CI reads it). The type check and the size check count as one test each.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkTally, runnerFailure, slowestSpecFiles, summaryLine, tallyPlaywright, tallyVitest, totals, type Tally } from './test-summary.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

/** Runs a command with inherited stdio; resolves its exit code, or null when it was killed or could not start. */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number | null> {
  console.log(`\n▶ ${[path.basename(command), ...args].join(' ')}\n`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.error(`[fondant] could not start ${command}: ${error.message}`);
      resolve(null);
    });
    child.on('close', (code) => resolve(code));
  });
}

/** The browser suite runs once per build, each on its own port (a server left on one port never serves the other
 *  build) and with its own artifacts folder: whole on the lite build, the one the WordPress plugin serves; on the React
 *  build, the specs of the pages that mount a React widget (the variation form on the product pages) and of the React
 *  chunk's preload, since every other widget's download is byte for byte the same in both builds (`npm run size` shows
 *  it) — the whole suite twice no longer fits CI's hour on a 2-core machine. FONDANT_BROWSER_BOTH_WHOLE=1 runs it whole
 *  on both. The lite run's pages are hostile (fixtures/specs/support/hostile-page.ts: a plugin's second jQuery, polluted
 *  prototypes, a theme's window.fondant, a frozen window.wc), the React run's plain; FONDANT_HOSTILE=0 makes both plain.
 *  The leak soak (50 cycles per widget here, 1,000 with `npm run soak`) runs on the React build, whose roots it counts. */
/** Left to the lite run although their spec files run on both: the fault cells of the express button's requests
 *  (Store API and admin-ajax; its chunk is the same bytes in both builds) and the axe checks of the pages that mount
 *  no React widget (every page but the product pages). */
const LITE_ONLY_TESTS = [
  '@fault:(store|ajax):',
  '(/shop/|/shop-jquery/|/cart/|/my-account/|/conditions-generales-de-vente/|/la-lettre-de-l-atelier/|/nous-ecrire/|/les-stages/|/menu-du-site/|/galerie/|/nos-creations/|/offre-stage/|/le-journal/|/l-atelier/[a-z-/]*) passes axe',
  'the cart page and the mini-cart opened by keyboard pass axe',
  'the checkout page passes axe with items in the cart',
  'the builder checkout page \\(/commande-atelier/\\) passes axe with items in the cart',
  'the jQuery checkout and a customer’s payment method pages pass axe',
].join('|');
const REACT_BUILD_SPECS = ['variation-form', 'express-checkout-product', 'express-checkout-legacy', 'chunk-preload', 'specs/pages\\.spec', 'leak-soak'];
const BROWSER_RUNS: { name: string; env: Record<string, string>; output: string; selection: string[] }[] = [
  { name: 'lite', env: { FONDANT_DIST_DIR: 'dist-lite', FONDANT_TEST_PORT: '4174', FONDANT_HOSTILE: process.env.FONDANT_HOSTILE ?? '1' }, output: 'test-results-lite', selection: ['--grep-invert', 'leak soak'] },
  { name: 'React', env: {}, output: 'test-results', selection: process.env.FONDANT_BROWSER_BOTH_WHOLE ? [] : ['--grep-invert', LITE_ONLY_TESTS, ...REACT_BUILD_SPECS] },
];

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Per browser run, the spec files that took longest (printed with the summary). */
const slowest: string[] = [];

async function main(): Promise<Tally[]> {
  const reports = mkdtempSync(path.join(tmpdir(), 'fondant-test-'));
  try {
    const tallies: Tally[] = [];
    const typecheckCode = await run(bin('tsc'), ['--noEmit', '--pretty']);
    tallies.push(checkTally('typecheck', typecheckCode, 'tsc --noEmit found type errors (listed above)'));

    const reactBuildCode = await run('npm', ['run', 'build']);
    const liteBuildCode = reactBuildCode === 0 ? await run('npm', ['run', 'build:lite']) : null;
    const buildCode = reactBuildCode === 0 ? liteBuildCode : reactBuildCode;
    const failedBuild = reactBuildCode === 0 ? 'npm run build:lite' : 'npm run build';
    if (buildCode !== 0) tallies.push(runnerFailure('build', `${failedBuild} failed (exit ${buildCode ?? 'killed'}); size and browser tests were not run`));
    else tallies.push(checkTally('size', await run(bin('tsx'), ['scripts/size.ts']), 'npm run size failed: a budget of either build is exceeded or the entry imports a chunk statically (listed above)'));
    tallies.push(checkTally('fault matrix', await run(bin('tsx'), ['scripts/fault-matrix.ts']), 'npm run fault-matrix failed: the README’s table is not the code’s, or a test is tagged for a request no widget declares (above)'));
    tallies.push(checkTally('keyboard journeys', await run(bin('tsx'), ['scripts/keyboard-journeys.ts']), 'npm run keyboard-journeys failed: a widget has no keyboard-only journey nor a reason, or the README’s table is not the code’s (above)'));

    const vitestJson = path.join(reports, 'vitest.json');
    const vitestCode = await run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
    tallies.push(tallyVitest(readJson(vitestJson), vitestCode, root));

    if (buildCode === 0) {
      for (const build of BROWSER_RUNS) {
        const playwrightJson = path.join(reports, `playwright-${build.name}.json`);
        const playwrightCode = await run(bin('playwright'), ['test', ...build.selection, '--reporter=list,json', `--output=${build.output}`], { ...build.env, PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson });
        const report = readJson(playwrightJson);
        tallies.push(tallyPlaywright(report, playwrightCode, root, build.name));
        slowest.push(`slowest spec files (${build.name}, seconds summed over the workers):`, ...slowestSpecFiles(report, root, 8));
      }
    }
    return tallies;
  } finally {
    rmSync(reports, { recursive: true, force: true });
  }
}

const tallies = await main();
console.log(`\n${slowest.join('\n')}`);
console.log('\n── test summary ──');
for (const tally of tallies) console.log(`${tally.runner}: ${summaryLine([tally])}`);
const problems = tallies.flatMap((tally) => tally.problems);
if (problems.length > 0) console.log(`\n${problems.join('\n')}\n`);
const retried = tallies.flatMap((tally) => tally.retried ?? []);
if (retried.length > 0) console.log(`passed only on their retry (to be made steady):\n${retried.join('\n')}\n`);
process.exitCode = totals(tallies).failed > 0 ? 1 : 0;
console.log(summaryLine(tallies));
