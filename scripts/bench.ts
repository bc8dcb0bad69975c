// `npm run bench`: loads a fixture page (default: the course product page) in Debian's Chromium at 4x CPU
// throttling, several times, on localhost and on an emulated mobile network, and reports the medians of what
// Fondant costs the shopper: JS bytes (gzip), main-thread scripting time, long tasks (and how many long animation
// frames Fondant's scripts caused, by the rule of scripts/bench-runs.ts), time until every above-the-fold widget is
// mounted, and the layout shift while loading and mounting. The cart and checkout pages get two supplies in the
// cart first (through wc-ajax, so nothing is cached). A benchmark, not a test: it
// prints figures and never fails on them. `npm run bench:real` sets these figures beside the legacy scripts'
// on a real shop. `--marketing` runs the page with every marketing service of the demo on and consented to (the
// consent, attribution, analytics, ad tag and address widgets: their worst case). `--choose <gateway>` (the
// checkout, e.g. woocommerce_payments) then chooses that payment method and reports what its Payment Element
// costs on top: the JS it downloads and the time until the element is shown. `--attribution` also prints, run by run,
// the long animation frames Fondant caused with every script that ran in them (what invoked it, its function, the
// minified code where it starts, its forced style and layout). Both builds are measured, side by side:
// the React build (dist/) and the lite build (dist-lite/, preact/compat), each in a process of its own (the fixture
// server serves the FONDANT_DIST_DIR it starts with); with FONDANT_DIST_DIR set, only that build.
import { chromium, type Browser, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { EVERY_MARKETING_SERVICE } from '../fixtures/server/marketing/marketing-options.ts';
import { DIST_DIR } from '../fixtures/server/http/paths.ts';
import { startFixtureServer } from '../fixtures/server/server.ts';
import { CPU_SLOWDOWN, fillCartFor, framesCausedBy, type LongFrame, medianFigures, recordedLongFrames, recordLongAnimationFrames, RUNS, SETTLE_MS } from './bench-runs.ts';
import { CHROMIUM_LAUNCH } from './chromium.ts';

/** The consent banner's cookies for a visitor who accepted everything. */
const CONSENTED = ['wp_consent_statistics', 'wp_consent_marketing'];
const DEFAULT_PATH = '/produit/formation-cake-designer-intermediaire-10-jours/';
/** Chrome DevTools' "Fast 3G" preset: where each round trip for a chunk shows. */
const MOBILE_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const NETWORKS = { localhost: null, 'Fast 3G (150 ms RTT)': MOBILE_NETWORK } as const;
/** Fondant's files on the fixture server: the build it serves, under /dist/ (or /dist-lite/). */
const FONDANT_FILES = /^https?:\/\/[^/]+\/dist(-lite)?\//;

interface RunFigures {
  jsGzipBytes: number;
  jsFiles: number;
  scriptingMs: number;
  longTasks: number;
  longTaskMs: number;
  /** Long animation frames (> 50 ms), and those Fondant's scripts caused. */
  longFrames: number;
  fondantLongFrames: number;
  mountedMs: number;
  mountedWidgets: number;
  layoutShift: number;
  /** With --choose: JS downloaded after the choice, and the time from the click to the element shown. */
  chosenGzipBytes: number;
  chosenFiles: number;
  chosenShownMs: number;
}

/** Runs in the page before any script (init scripts are not subject to the page's CSP). */
function recordInPage(): void {
  const record = { longTasks: [] as number[], shift: 0, mounts: [] as { at: number; element: Element; widgets: string[] }[] };
  (window as unknown as { __bench: typeof record }).__bench = record;
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => record.longTasks.push(entry.duration))).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) record.shift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (!(mutation.target instanceof Element) || !mutation.target.hasAttribute('data-fondant-mounted')) continue;
      const before = (mutation.oldValue ?? '').split(' ');
      const widgets = (mutation.target.getAttribute('data-fondant-mounted') ?? '').split(' ').filter((name) => name && !before.includes(name));
      record.mounts.push({ at: performance.now(), element: mutation.target, widgets });
    }
  }).observe(document, { subtree: true, attributes: true, attributeOldValue: true, attributeFilter: ['data-fondant-mounted'] });
}

async function measure(browser: Browser, url: string, network: typeof MOBILE_NETWORK | null): Promise<RunFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });
  await fillCartFor(context, url);
  if (withMarketing) await context.addCookies(CONSENTED.map((name) => ({ name, value: 'allow', url })));
  const page = await context.newPage();
  const scripts: Buffer[] = [];
  page.on('response', (response) => {
    // Fondant's own files only: the fixture's Stripe.js stand-in (a third party's script in production) is not ours.
    if (response.request().resourceType() === 'script' && new URL(response.url()).pathname.startsWith('/dist/')) void response.body().then((body) => scripts.push(body), () => {});
  });
  await page.addInitScript(recordInPage);
  await page.addInitScript(recordLongAnimationFrames);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Performance.enable');
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
  }
  await page.goto(url, { waitUntil: 'load' });
  // Polling every animation frame would keep the throttled main thread busy and starve idle callbacks.
  await page.waitForFunction(() => Symbol.for('fondant') in window, undefined, { polling: 250 });
  await page.waitForTimeout(SETTLE_MS);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const beforeChoice = scripts.length;
  const chosenShownMs = chosenGateway ? await chooseGateway(page, chosenGateway) : 0;
  const inPage = await page.evaluate(() => {
    const record = (window as unknown as { __bench: { longTasks: number[]; shift: number; mounts: { at: number; element: Element; widgets: string[] }[] } }).__bench;
    const aboveTheFold = record.mounts.filter(({ element }) => element.isConnected && element.getBoundingClientRect().top < window.innerHeight);
    return {
      longTasks: record.longTasks,
      shift: record.shift,
      mountedMs: Math.max(0, ...aboveTheFold.map(({ at }) => at)),
      mountedWidgets: new Set(aboveTheFold.map(({ element }) => element)).size,
      mountTimes: record.mounts.map(({ at, widgets }) => ({ at, widgets })),
    };
  });
  const longFrames = await recordedLongFrames(page);
  if (withAttribution) attributions.push(...fondantFrames(longFrames, network ? 'Fast 3G' : 'localhost', inPage.mountTimes));
  await context.close();
  const scriptDuration = metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0;
  const gzipped = scripts.map((body) => gzipSync(body, { level: 9 }).length);
  const sum = (sizes: number[]) => sizes.reduce((total, size) => total + size, 0);
  return {
    jsGzipBytes: sum(gzipped.slice(0, beforeChoice)),
    jsFiles: beforeChoice,
    chosenGzipBytes: sum(gzipped.slice(beforeChoice)),
    chosenFiles: gzipped.length - beforeChoice,
    chosenShownMs,
    scriptingMs: scriptDuration * 1000,
    longTasks: inPage.longTasks.length,
    longTaskMs: inPage.longTasks.reduce((sum, duration) => sum + duration, 0),
    longFrames: longFrames.length,
    fondantLongFrames: framesCausedBy(longFrames, FONDANT_FILES),
    mountedMs: inPage.mountedMs,
    mountedWidgets: inPage.mountedWidgets,
    layoutShift: inPage.shift,
  };
}

/** Chooses the payment method by its label; the time until its Payment Element is mounted (ms). */
async function chooseGateway(page: Page, gateway: string): Promise<number> {
  const started = await page.evaluate(() => performance.now());
  await page.locator(`label[for="payment_method_${gateway}"]`).click();
  await page.locator(`.payment_method_${gateway} .wcpay-upe-element.StripeElement`).waitFor({ timeout: 30_000 });
  const shown = await page.evaluate(() => performance.now());
  await page.waitForTimeout(SETTLE_MS);
  return shown - started;
}

/** With --attribution: the long animation frames of one load that Fondant caused, a line for each and one for every
 *  script that ran in it, with the widgets whose mount ended in that script (each mount runs in a task of its own,
 *  the registry marking the element when it ends). */
function fondantFrames(frames: LongFrame[], network: string, mounts: { at: number; widgets: string[] }[]): string[] {
  const load = (loads[network] = (loads[network] ?? 0) + 1);
  const mountedIn = ({ startTime = -1, duration }: LongFrame['scripts'][number]) => mounts
    .filter(({ at }) => startTime >= 0 && at >= startTime && at <= startTime + duration + 1)
    .flatMap(({ widgets }) => widgets);
  return frames.filter((frame) => framesCausedBy([frame], FONDANT_FILES) === 1).flatMap((frame) => [
    `${network}, load ${load}: a ${frame.duration.toFixed(0)} ms frame`,
    ...frame.scripts.map((script) => {
      const mounted = mountedIn(script);
      return `  ${script.duration.toFixed(0)} ms (forced style and layout ${(script.forcedStyleAndLayoutDuration ?? 0).toFixed(0)} ms), ${script.invokerType ?? ''} ${script.invoker ?? ''}: ${new URL(script.sourceURL, 'http://x').pathname} ${script.sourceFunctionName || '(anonymous)'}@${script.sourceCharPosition ?? -1}${codeAt(script)}${mounted.length > 0 ? ` — mounted: ${mounted.join(', ')}` : ''}`;
    }),
  ]);
}

/** The first characters of a Fondant script's function, from the served build (minified: its names are mangled). */
function codeAt({ sourceURL, sourceCharPosition = -1 }: LongFrame['scripts'][number]): string {
  const file = join(DIST_DIR, sourceURL.replace(FONDANT_FILES, ''));
  if (!FONDANT_FILES.test(sourceURL) || sourceCharPosition < 0 || !existsSync(file)) return '';
  return ` «${readFileSync(file, 'utf8').slice(sourceCharPosition, sourceCharPosition + 80)}»`;
}

type Columns = Record<string, Record<string, string>>;

const args = process.argv.slice(2);
/** Set on the process that measures one build for the one that prints both. */
const JSON_FLAG = '--json';
const withMarketing = args.includes('--marketing');
const withAttribution = args.includes('--attribution');
const attributions: string[] = [];
const loads: Record<string, number> = {};
const chooseIndex = args.indexOf('--choose');
const chosenGateway = chooseIndex >= 0 ? args[chooseIndex + 1] : undefined;
if (chooseIndex >= 0 && !chosenGateway) throw new Error('--choose needs a gateway id, e.g. --choose woocommerce_payments');
const path = args.find((arg, index) => !arg.startsWith('--') && (chooseIndex < 0 || index !== chooseIndex + 1)) ?? DEFAULT_PATH;
/** The builds `npm run bench` sets side by side, by name and folder. */
const BUILDS = { React: 'dist', lite: 'dist-lite' } as const;

/** The figures of the build FONDANT_DIST_DIR names (dist/ by default), one column per network. */
async function measureBuild(): Promise<Columns> {
  const server = await startFixtureServer({ port: 0, ...(withMarketing && { marketing: EVERY_MARKETING_SERVICE }) });
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const columns: Columns = {};
    for (const [name, network] of Object.entries(NETWORKS)) {
      const figures = await medianFigures(() => measure(browser, new URL(path, server.url).href, network));
      const pick = (key: keyof RunFigures) => figures[key];
      columns[name] = {
        'JS transferred (gzip)': `${(pick('jsGzipBytes') / 1024).toFixed(1)} KB in ${pick('jsFiles')} files`,
        'main-thread scripting': `${pick('scriptingMs').toFixed(0)} ms`,
        'long tasks (> 50 ms)': `${pick('longTasks')} (${pick('longTaskMs').toFixed(0)} ms)`,
        'long tasks caused by Fondant': `${pick('fondantLongFrames')} of ${pick('longFrames')} long animation frames`,
        'above-the-fold widgets mounted': `${pick('mountedWidgets')} widgets by ${pick('mountedMs').toFixed(0)} ms`,
        'cumulative layout shift': pick('layoutShift').toFixed(3),
        ...(chosenGateway && {
          [`JS after choosing ${chosenGateway} (gzip)`]: `${(pick('chosenGzipBytes') / 1024).toFixed(1)} KB in ${pick('chosenFiles')} files`,
          'payment element shown after the click': `${pick('chosenShownMs').toFixed(0)} ms`,
        }),
      };
    }
    // The child measuring a build for the parent keeps its standard output for the figures.
    if (withAttribution) (args.includes(JSON_FLAG) ? console.error : console.log)(`Long animation frames Fondant caused (${basename(DIST_DIR)}/):\n${attributions.join('\n') || '  none'}`);
    return columns;
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Measures one build in a child process (its own fixture server serving that folder) and reads its columns. */
function measureInChild(distDir: string): Promise<Columns> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), ...args, JSON_FLAG], {
      env: { ...process.env, FONDANT_DIST_DIR: distDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(JSON.parse(output.trim().split('\n').pop() ?? '{}') as Columns);
      else reject(new Error(`[fondant] the bench of ${distDir}/ exited with code ${code ?? 'null'}`));
    });
  });
}

function printTable(columns: Columns, builds: string): void {
  console.log(`Fondant bench — ${path}${withMarketing ? ' with every marketing service, consented' : ''}, ${builds}, Chromium at ${CPU_SLOWDOWN}x CPU slowdown, median of ${RUNS} cold loads`);
  const rows = Object.keys(Object.values(columns)[0] ?? {});
  console.table(Object.fromEntries(rows.map((row) => [row, Object.fromEntries(Object.entries(columns).map(([name, figures]) => [name, figures[row]]))])));
}

if (args.includes(JSON_FLAG)) {
  console.log(JSON.stringify(await measureBuild()));
} else if (process.env.FONDANT_DIST_DIR) {
  printTable(await measureBuild(), `build ${process.env.FONDANT_DIST_DIR}/`);
} else {
  const byBuild: Record<string, Columns> = {};
  for (const [build, distDir] of Object.entries(BUILDS)) byBuild[build] = await measureInChild(distDir);
  // One column pair per network: the React build, then the lite build.
  const columns: Columns = {};
  for (const network of Object.keys(NETWORKS)) {
    for (const [build, figures] of Object.entries(byBuild)) columns[`${build}, ${network}`] = figures[network]!;
  }
  printTable(columns, 'React build and lite build (preact/compat)');
}
