// Unit tests for npm test's summary, on reports shaped like real vitest 4 and Playwright 1.65 JSON output
// (captured from throwaway runs, trimmed to the fields that matter).
import { describe, expect, test } from 'vitest';
import { checkTally, runnerFailure, slowestSpecFiles, summaryLine, tallyPlaywright, tallyVitest, type Tally } from './test-summary.ts';

const vitestReport = {
  numTotalTestSuites: 3, numPassedTestSuites: 0, numFailedTestSuites: 3, numPendingTestSuites: 0, numTotalTests: 4,
  numPassedTests: 1, numFailedTests: 1, numPendingTests: 1, numTodoTests: 1, startTime: 1795313745626, success: false,
  testResults: [
    {
      assertionResults: [
        { ancestorTitles: ['money'], fullName: 'money formats', status: 'passed', title: 'formats', duration: 1.29, failureMessages: [], meta: {}, tags: [] },
        { ancestorTitles: ['money'], fullName: 'money rounds', status: 'failed', title: 'rounds', duration: 3.99, failureMessages: ['AssertionError: expected 1 to be 2 // Object.is eq'], meta: {}, tags: [] },
        { ancestorTitles: [], fullName: 'skipped', status: 'skipped', title: 'skipped', failureMessages: [], meta: {}, tags: [] },
        { ancestorTitles: [], fullName: 'todo', status: 'todo', title: 'todo', failureMessages: [], meta: {}, tags: [] },
      ],
      startTime: 1795313745969, endTime: 1795313745973.99, status: 'failed', message: '', name: '/repo/core/config/money.test.ts',
    },
    // A file that throws while importing: no assertion results, only a message.
    { assertionResults: [], startTime: 1795313745626, endTime: 1795313745626, status: 'failed', message: 'boom at import', name: '/repo/core/http/request.test.ts' },
  ],
};

const passingVitestReport = {
  numTotalTestSuites: 1, numPassedTestSuites: 1, numFailedTestSuites: 0, numPendingTestSuites: 0, numTotalTests: 2,
  numPassedTests: 2, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0, startTime: 1795313596888, success: true,
  testResults: [{ assertionResults: [], startTime: 1795313597106, endTime: 1795313597128.68, status: 'passed', message: '', name: '/repo/a.test.ts' }],
};

const spec = (title: string, line: number, status: string, expectedStatus = 'passed') => ({
  title, ok: status !== 'unexpected', tags: [], file: 'cart.spec.ts', line, column: 3, id: `id-${line}`,
  tests: [{ timeout: 30000, annotations: [], expectedStatus, projectId: 'chromium', projectName: 'chromium', status,
    results: [{ workerIndex: 0, status: status === 'unexpected' ? 'failed' : expectedStatus, duration: 2, retry: 0, errors: [] }] }],
});

const playwrightReport = {
  config: { rootDir: '/repo/fixtures/specs', configFile: '/repo/playwright.config.ts' },
  suites: [{
    title: 'cart.spec.ts', file: 'cart.spec.ts', line: 0, column: 0,
    specs: [spec('page loads', 2, 'expected')],
    suites: [{
      title: 'add to cart', file: 'cart.spec.ts', line: 3, column: 6,
      specs: [spec('adds', 4, 'expected'), spec('later', 6, 'skipped', 'skipped')],
      suites: [{ title: 'errors', file: 'cart.spec.ts', line: 5, column: 8, specs: [spec('shows notice', 5, 'unexpected')] }],
    }],
  }],
  errors: [],
  stats: { startTime: '2026-11-22T02:15:42.452Z', duration: 843.12, expected: 2, skipped: 1, unexpected: 1, flaky: 0 },
};

// Shape Playwright writes when the run fails outside any test (here: a spec with a syntax error).
const playwrightLoadErrorReport = {
  config: {},
  suites: [],
  errors: [{
    message: 'SyntaxError: /repo/fixtures/specs/broken.spec.ts: Unexpected token (1:83)',
    stack: 'SyntaxError: /repo/fixtures/specs/broken.spec.ts: Unexpected token (1:83)',
    location: { file: '/repo/fixtures/specs/broken.spec.ts', line: 1, column: 84 },
    snippet: '\u001b[90m   at \u001b[39mbroken.spec.ts:1',
  }],
  stats: { startTime: '2026-11-22T02:13:03.402Z', duration: 175.09, expected: 0, skipped: 0, unexpected: 0, flaky: 0 },
};

describe('tallyVitest', () => {
  test('counts passed, failed (tests and files that failed to load) and skipped (skip + todo)', () => {
    expect(tallyVitest(vitestReport, 1, '/repo')).toEqual({
      runner: 'unit (vitest)', passed: 1, failed: 2, skipped: 2,
      problems: ['✘ core/config/money.test.ts > money > rounds', '✘ core/http/request.test.ts: boom at import'],
    });
  });

  test('a clean run with exit code 0 has no problems', () => {
    expect(tallyVitest(passingVitestReport, 0, '/repo')).toEqual({ runner: 'unit (vitest)', passed: 2, failed: 0, skipped: 0, problems: [] });
  });

  test('a non-zero exit without a failed test (e.g. an unhandled error) counts as one failure', () => {
    const tally = tallyVitest(passingVitestReport, 1, '/repo');
    expect(tally.failed).toBe(1);
    expect(tally.problems).toEqual(['unit (vitest): exited with code 1 without reporting a failed test (see its output above)']);
  });

  test('a missing or malformed report is a failure', () => {
    expect(tallyVitest(undefined, 1, '/repo')).toEqual(runnerFailure('unit (vitest)', 'the JSON report is missing or malformed'));
    expect(tallyVitest({ numPassedTests: 3 }, 0, '/repo').failed).toBe(1);
  });
});

describe('tallyPlaywright', () => {
  test('counts expected as passed, unexpected as failed, and names failing tests with their describe path', () => {
    expect(tallyPlaywright(playwrightReport, 1, '/repo')).toEqual({
      runner: 'browser (playwright)', passed: 2, failed: 1, skipped: 1,
      problems: ['✘ fixtures/specs/cart.spec.ts:5 › add to cart › errors › shows notice'],
      retried: [],
    });
  });

  test('errors outside tests count as failures, first line without colour codes', () => {
    expect(tallyPlaywright(playwrightLoadErrorReport, 1, '/repo')).toEqual({
      runner: 'browser (playwright)', passed: 0, failed: 1, skipped: 0,
      problems: ['✘ SyntaxError: /repo/fixtures/specs/broken.spec.ts: Unexpected token (1:83)'],
      retried: [],
    });
    const timedOut = { ...playwrightLoadErrorReport, errors: [{ message: '\u001b[31mTimed out waiting 1800s for the test suite to run\u001b[39m' }] };
    expect(tallyPlaywright(timedOut, 1, '/repo').problems).toEqual(['✘ Timed out waiting 1800s for the test suite to run']);
  });

  test('a test that passed only on its retry counts as passed and is named as retried', () => {
    const retriedSuites = [{ title: 'cart.spec.ts', file: 'cart.spec.ts', line: 0, column: 0, specs: [spec('adds', 4, 'flaky')] }];
    const flaky = { ...playwrightReport, stats: { ...playwrightReport.stats, unexpected: 0, flaky: 1 }, suites: retriedSuites };
    expect(tallyPlaywright(flaky, 0, '/repo', 'lite')).toMatchObject({
      passed: 3, failed: 0, skipped: 1, problems: [], retried: ['[lite] ↻ fixtures/specs/cart.spec.ts:4 › adds'],
    });
  });

  test('a killed runner without failures counts as one failure', () => {
    const clean = { ...playwrightReport, stats: { ...playwrightReport.stats, unexpected: 0 }, suites: [] };
    expect(tallyPlaywright(clean, null, '/repo')).toMatchObject({ failed: 1, problems: ['browser (playwright): was killed without reporting a failed test (see its output above)'] });
  });

  test('a missing report is a failure', () => {
    expect(tallyPlaywright(null, 1, '/repo')).toEqual(runnerFailure('browser (playwright)', 'the JSON report is missing or malformed'));
  });
});

describe('slowestSpecFiles', () => {
  test('sums every attempt of every test per file, slowest first, at most `count` files', () => {
    const timed = (title: string, durations: number[]) => ({ ...spec(title, 1, 'expected'), tests: [{ status: 'expected', results: durations.map((duration) => ({ duration })) }] });
    const report = {
      ...playwrightReport,
      suites: [
        { title: 'quick.spec.ts', specs: [timed('a', [1200])] },
        { title: 'slow.spec.ts', specs: [timed('b', [4000, 4600])], suites: [{ title: 'nested', specs: [timed('c', [31_000])] }] },
        { title: 'middle.spec.ts', specs: [timed('d', [9000]), timed('e', [800])] },
      ],
    };
    expect(slowestSpecFiles(report, '/repo', 2)).toEqual([
      '    40 s  fixtures/specs/slow.spec.ts (2 tests)',
      '    10 s  fixtures/specs/middle.spec.ts (2 tests)',
    ]);
  });

  test('nothing for a missing report', () => {
    expect(slowestSpecFiles(null, '/repo', 5)).toEqual([]);
  });
});

describe('summaryLine', () => {
  const tally = (passed: number, failed: number, skipped: number): Tally => ({ runner: 'x', passed, failed, skipped, problems: [] });

  test('adds up the runners and mentions skipped tests only when there are some', () => {
    expect(summaryLine([tally(73, 0, 0), tally(12, 0, 0)])).toBe('85 passed, 0 failed');
    expect(summaryLine([tally(73, 1, 2), tally(12, 2, 1)])).toBe('85 passed, 3 failed, 3 skipped');
  });

  test('from real reports', () => {
    expect(summaryLine([tallyVitest(vitestReport, 1, '/repo'), tallyPlaywright(playwrightReport, 1, '/repo')])).toBe('3 passed, 3 failed, 3 skipped');
  });

  test('two Playwright reports (the React build, then the lite build) add up, each failure named with its build', () => {
    const react = tallyPlaywright(playwrightReport, 1, '/repo', 'React');
    const lite = tallyPlaywright(playwrightLoadErrorReport, 1, '/repo', 'lite');
    expect(react.runner).toBe('browser (playwright, React)');
    expect(lite.runner).toBe('browser (playwright, lite)');
    expect([...react.problems, ...lite.problems]).toEqual([
      '[React] ✘ fixtures/specs/cart.spec.ts:5 › add to cart › errors › shows notice',
      '[lite] ✘ SyntaxError: /repo/fixtures/specs/broken.spec.ts: Unexpected token (1:83)',
    ]);
    expect(summaryLine([tallyVitest(passingVitestReport, 0, '/repo'), react, lite])).toBe('4 passed, 2 failed, 1 skipped');
  });

  test('a runner failure shows in the failed count', () => {
    expect(summaryLine([tally(10, 0, 0), runnerFailure('build', 'npm run build exited with code 1')])).toBe('10 passed, 1 failed');
  });
});

describe('checkTally', () => {
  test('counts a check that exited 0 as one passed test', () => {
    expect(checkTally('typecheck', 0, 'type errors')).toEqual({ runner: 'typecheck', passed: 1, failed: 0, skipped: 0, problems: [] });
  });

  test('counts a failed or killed check as one failure saying why', () => {
    expect(checkTally('size', 1, 'a budget is exceeded')).toEqual({ runner: 'size', passed: 0, failed: 1, skipped: 0, problems: ['size: a budget is exceeded'] });
    expect(checkTally('typecheck', null, 'type errors').failed).toBe(1);
  });
});
