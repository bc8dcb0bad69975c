// Pure logic behind `npm test`'s summary: turns the vitest and Playwright JSON reports (plus each runner's
// exit code) into tallies, and the tallies into the final "N passed, N failed[, N skipped]" line; and the spec files
// that took the browser run longest, so the next time-saving starts from figures.

export interface Tally {
  runner: string;
  passed: number;
  failed: number;
  skipped: number;
  /** Failed tests and runner errors, one readable line each. */
  problems: string[];
  /** Tests that failed, then passed on CI's one retry: counted as passed, named so they get fixed. */
  retried?: string[];
}

interface VitestAssertion {
  ancestorTitles: string[];
  title: string;
  status: string;
}
interface VitestFile {
  name: string;
  status: string;
  message?: string;
  assertionResults: VitestAssertion[];
}
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: VitestFile[];
}

interface PlaywrightSpec {
  title: string;
  file: string;
  line: number;
  tests: { status: string; results?: { duration: number }[] }[];
}
interface PlaywrightSuite {
  title: string;
  specs: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  config?: { rootDir?: string };
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors: { message: string }[];
  suites: PlaywrightSuite[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A check with no tests of its own (the type check, the size budgets): one pass, or one failure saying why. */
export function checkTally(check: string, exitCode: number | null, failure: string): Tally {
  return exitCode === 0 ? { runner: check, passed: 1, failed: 0, skipped: 0, problems: [] } : runnerFailure(check, failure);
}

/** A runner that crashed or wrote no usable report counts as one failure. */
export function runnerFailure(runner: string, reason: string): Tally {
  return { runner, passed: 0, failed: 1, skipped: 0, problems: [`${runner}: ${reason}`] };
}

/** A non-zero exit with no failure in the report (unhandled error, no tests found…) still fails the run. */
function withExitCode(tally: Tally, exitCode: number | null): Tally {
  if (exitCode === 0 || tally.failed > 0) return tally;
  const how = exitCode === null ? 'was killed' : `exited with code ${exitCode}`;
  return { ...tally, failed: 1, problems: [...tally.problems, `${tally.runner}: ${how} without reporting a failed test (see its output above)`] };
}

function firstLine(text: string): string {
  return (text.replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((line) => line.trim() !== '') ?? '').trim();
}

export function tallyVitest(report: unknown, exitCode: number | null, rootDir: string): Tally {
  const runner = 'unit (vitest)';
  if (!isRecord(report) || typeof report.numPassedTests !== 'number' || !Array.isArray(report.testResults)) {
    return runnerFailure(runner, 'the JSON report is missing or malformed');
  }
  const vitest = report as unknown as VitestReport;
  const relative = (file: string) => (file.startsWith(`${rootDir}/`) ? file.slice(rootDir.length + 1) : file);
  const problems: string[] = [];
  // A file that fails outside any test (import error, failing hook) has a message but maybe no failed test.
  let fileErrors = 0;
  for (const file of vitest.testResults) {
    for (const test of file.assertionResults) {
      if (test.status === 'failed') problems.push(`✘ ${[relative(file.name), ...test.ancestorTitles, test.title].join(' > ')}`);
    }
    if (file.status === 'failed' && file.message) {
      fileErrors += 1;
      problems.push(`✘ ${relative(file.name)}: ${firstLine(file.message)}`);
    }
  }
  return withExitCode({
    runner,
    passed: vitest.numPassedTests,
    failed: vitest.numFailedTests + fileErrors,
    skipped: vitest.numPendingTests + vitest.numTodoTests,
    problems,
  }, exitCode);
}

/** Top-level suites are files (titled with the file name, which each line shows anyway); nested ones are
 *  describes. Spec files are named relative to the test directory, `specDir` relative to the project. */
function playwrightTestsWith(status: 'unexpected' | 'flaky', mark: string, suite: PlaywrightSuite, describes: string[], specDir: string): string[] {
  const own = suite.specs
    .filter((spec) => spec.tests.some((test) => test.status === status))
    .map((spec) => `${mark} ${specDir}${spec.file}:${spec.line} › ${[...describes, spec.title].join(' › ')}`);
  return [...own, ...(suite.suites ?? []).flatMap((child) => playwrightTestsWith(status, mark, child, [...describes, child.title], specDir))];
}

/** `build` names the build the suite ran on ('React', 'lite'): it goes into the runner's name and before each failure. */
export function tallyPlaywright(report: unknown, exitCode: number | null, rootDir: string, build?: string): Tally {
  const runner = build ? `browser (playwright, ${build})` : 'browser (playwright)';
  if (!isRecord(report) || !isRecord(report.stats) || !Array.isArray(report.errors) || !Array.isArray(report.suites)) {
    return runnerFailure(runner, 'the JSON report is missing or malformed');
  }
  const playwright = report as unknown as PlaywrightReport;
  const { expected, unexpected, flaky, skipped } = playwright.stats;
  const testDir = playwright.config?.rootDir ?? '';
  const specDir = testDir.startsWith(`${rootDir}/`) ? `${testDir.slice(rootDir.length + 1)}/` : '';
  // Errors outside tests (web server did not start, a spec failed to load, global timeout) count as failures.
  const errors = playwright.errors.map((error) => `✘ ${firstLine(error.message)}`);
  const named = (problem: string) => (build ? `[${build}] ${problem}` : problem);
  return withExitCode({
    runner,
    passed: expected + flaky,
    failed: unexpected + errors.length,
    skipped,
    problems: [...playwright.suites.flatMap((file) => playwrightTestsWith('unexpected', '✘', file, [], specDir)), ...errors].map(named),
    retried: playwright.suites.flatMap((file) => playwrightTestsWith('flaky', '↻', file, [], specDir)).map(named),
  }, exitCode);
}

export function totals(tallies: Tally[]): { passed: number; failed: number; skipped: number } {
  return tallies.reduce(
    (sum, tally) => ({ passed: sum.passed + tally.passed, failed: sum.failed + tally.failed, skipped: sum.skipped + tally.skipped }),
    { passed: 0, failed: 0, skipped: 0 },
  );
}

/** 'N passed, N failed', plus ', N skipped' only when some were skipped. */
export function summaryLine(tallies: Tally[]): string {
  const { passed, failed, skipped } = totals(tallies);
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

/** The `count` spec files whose tests (every attempt) ran longest, slowest first: "  312 s  fixtures/specs/x.spec.ts (24 tests)". */
export function slowestSpecFiles(report: unknown, rootDir: string, count: number): string[] {
  if (!isRecord(report) || !Array.isArray(report.suites)) return [];
  const playwright = report as unknown as PlaywrightReport;
  const testDir = playwright.config?.rootDir ?? '';
  const specDir = testDir.startsWith(`${rootDir}/`) ? `${testDir.slice(rootDir.length + 1)}/` : '';
  const specsOf = (suite: PlaywrightSuite): PlaywrightSpec[] => [...suite.specs, ...(suite.suites ?? []).flatMap(specsOf)];
  const files = playwright.suites.map((file) => {
    const tests = specsOf(file).flatMap((spec) => spec.tests);
    const milliseconds = tests.flatMap((test) => test.results ?? []).reduce((sum, result) => sum + result.duration, 0);
    return { name: `${specDir}${file.title}`, tests: tests.length, milliseconds };
  });
  return files
    .sort((a, b) => b.milliseconds - a.milliseconds)
    .slice(0, count)
    .map((file) => `${String(Math.round(file.milliseconds / 1000)).padStart(6)} s  ${file.name} (${file.tests} tests)`);
}
