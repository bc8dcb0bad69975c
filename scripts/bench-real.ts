// `npm run bench:real [path…]`: the legacy WooCommerce scripts against both builds of Fondant on the same real shop
// pages (REALWC_URL; see scripts/real-shop.ts). Installs the plugin zip `npm run build:plugin` just made, and for the
// run the test mu-plugin wordpress/test-support/fondant-bench-react.php (the cookie `fondant_bench_react=1` makes the
// plugin serve its React build). Each page is loaded cold in Debian's Chromium at 4x CPU slowdown, RUNS times
// (BENCH_RUNS, default 5), in four modes, one page's modes one after the other: `legacy` (the plugin deactivated:
// WooCommerce's jQuery scripts), `fondant-lite` (the plugin active, its default lite build), `fondant-react` (the
// plugin active, its React build; checked: the page's Fondant files come from dist/react/) and `bare` (the plugin
// deactivated and WooCommerce's scripts and jQuery refused: neither stack, only what WordPress and the theme print).
// What a stack costs is its mode minus `bare`: script bytes (gzip) and main-thread script time, set against the
// issue's goals. Long tasks are counted as they come, and long animation frames with those Fondant's scripts caused
// (scripts/bench-runs.ts says the rule). The cart and checkout pages get two supplies in the cart first (through
// wc-ajax, so no script is cached); the order-received page is that of a guest's cheque order the run places first
// through the classic checkout's wc-ajax endpoint in the same browser context (two supplies whose stock the shop does
// not manage, so the shop's stock stays as it was; each such load leaves one on-hold order in the shop).
// Leaves the plugin active. A benchmark: it prints figures and never fails on them.
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import {
  addToCartByAjax, CPU_SLOWDOWN, fillCartFor, framesCausedBy, medianFigures, recordedLongFrames, recordLongAnimationFrames, RUNS, SETTLE_MS,
} from './bench-runs.ts';
import { CHROMIUM_LAUNCH } from './chromium.ts';
import { installMuPlugin, installPlugin, printNoShopHelp, shopAnswers, shopCli, shopUrl } from './real-shop.ts';

/** Stands for the order-received page of an order the bench places before each load. */
const ORDER_RECEIVED = '/checkout/order-received/';
const DEFAULT_PATHS = [
  '/shop/', '/produit/formation-cake-designer-intermediaire-10-jours/', '/produit/colorant-alimentaire-en-gel/', '/cart/', '/checkout/', ORDER_RECEIVED,
];
/** Measured in this order on each page: the plugin's activation changes twice per page. */
const MODES = ['legacy', 'bare', 'fondant-lite', 'fondant-react'] as const;
type Mode = (typeof MODES)[number];
/** The order of a page table's rows: the legacy stack, Fondant's builds, then neither. */
const TABLE_ROWS: readonly Mode[] = ['legacy', 'fondant-lite', 'fondant-react', 'bare'];
const FONDANT_MODES = ['fondant-lite', 'fondant-react'] as const;
/** The issue "Lighter than the legacy stack on every page": each build's cost as a share of the legacy stack's, at most. */
const GOALS: Record<(typeof FONDANT_MODES)[number], { bytes: number; script: number }> = {
  'fondant-lite': { bytes: 0.25, script: 0.15 },
  'fondant-react': { bytes: 0.5, script: 0.5 },
};
const REACT_MU_PLUGIN = 'fondant-bench-react.php';
/** What the bare page goes without: WooCommerce's front-end scripts and WordPress's jQuery. */
const BARE_REFUSED = /\/wp-content\/plugins\/woocommerce\/assets\/js\/|\/wp-includes\/js\/jquery\//;
/** Fondant's files on the page, the script modules of its build and its classic scripts. */
const FONDANT_FILES = /\/wp-content\/plugins\/fondant\//;
const REACT_BUILD_FILES = /\/wp-content\/plugins\/fondant\/dist\/react\//;
/** Two supplies whose stock the shop does not manage: the bench's orders leave the stock as it was. */
const ORDERED_PRODUCTS = [67, 71];
const GUEST_ORDER = {
  billing_first_name: 'Camille', billing_last_name: 'Martin', billing_country: 'FR', billing_address_1: '12 rue des Lilas',
  billing_postcode: '69002', billing_city: 'Lyon', billing_phone: '0612345678', billing_email: 'bench@example.fr',
  'shipping_method[0]': 'flat_rate:1', payment_method: 'cheque', terms: 'on', 'terms-field': '1',
};

interface RunFigures {
  jsGzipBytes: number;
  jsFiles: number;
  scriptingMs: number;
  longTasks: number;
  longFrames: number;
  fondantLongFrames: number;
}

function recordLongTasks(): void {
  const tasks: number[] = [];
  (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration))).observe({ type: 'longtask', buffered: true });
}

/**
 * Places a guest's cheque order through the classic checkout's wc-ajax endpoint in the context's WooCommerce session
 * and returns its order-received URL. WooCommerce 11 shows a guest that page's order when the URL's key is the
 * order's and either the order is less than 10 minutes old or the session's customer e-mail is the order's billing
 * e-mail (else it asks for the e-mail first): both hold for the same context right after the order.
 */
async function placeGuestOrder(context: BrowserContext): Promise<string> {
  await addToCartByAjax(context, shopUrl, ORDERED_PRODUCTS);
  const checkoutPage = await (await context.request.get(`${shopUrl}/checkout/`)).text();
  const nonce = /name="woocommerce-process-checkout-nonce" value="([^"]+)"/.exec(checkoutPage)?.[1];
  if (!nonce) throw new Error('[fondant] no checkout nonce on /checkout/ after filling the cart');
  const response = await context.request.post(`${shopUrl}/?wc-ajax=checkout`, { form: { ...GUEST_ORDER, 'woocommerce-process-checkout-nonce': nonce } });
  const answer = (await response.json()) as { result?: string; redirect?: string; messages?: string };
  if (answer.result !== 'success' || !answer.redirect) throw new Error(`[fondant] the guest order was refused: ${answer.messages ?? response.status()}`);
  return answer.redirect;
}

/** The URL to load for `path`, the context's cart (or order) made first. */
async function preparePage(context: BrowserContext, path: string): Promise<string> {
  if (path === ORDER_RECEIVED) return placeGuestOrder(context);
  await fillCartFor(context, `${shopUrl}${path}`);
  return `${shopUrl}${path}`;
}

/** Throws unless the page's Fondant files are those of the mode: none without the plugin, else one build's only. */
function checkServedBuild(mode: Mode, scriptUrls: string[]): void {
  const fondantFiles = scriptUrls.filter((url) => FONDANT_FILES.test(url));
  const reactFiles = fondantFiles.filter((url) => REACT_BUILD_FILES.test(url));
  const served = fondantFiles.length === 0 ? 'none' : reactFiles.length === fondantFiles.length ? 'react' : reactFiles.length === 0 ? 'lite' : 'both';
  const expected = { legacy: 'none', bare: 'none', 'fondant-lite': 'lite', 'fondant-react': 'react' }[mode];
  if (served !== expected) throw new Error(`[fondant] mode ${mode} expects Fondant's ${expected} build, the page loaded ${served}: ${fondantFiles.join(' ')}`);
}

async function measure(browser: Browser, path: string, mode: Mode): Promise<RunFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });
  if (mode === 'fondant-react') await context.addCookies([{ name: 'fondant_bench_react', value: '1', url: shopUrl }]);
  const url = await preparePage(context, path);
  if (mode === 'bare') await context.route(BARE_REFUSED, (route) => route.abort());
  const page = await context.newPage();
  const scripts: { url: string; body: Promise<Buffer | null> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: response.body().catch(() => null) });
  });
  await page.addInitScript(recordLongTasks);
  await page.addInitScript(recordLongAnimationFrames);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Performance.enable');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  const longFrames = await recordedLongFrames(page);
  if (path === ORDER_RECEIVED && (await page.locator('.woocommerce-order-overview__order').count()) === 0) {
    throw new Error(`[fondant] ${url} did not show the order (WooCommerce asked for the e-mail?)`);
  }
  const bodies = (await Promise.all(scripts.map(({ body }) => body))).filter((body): body is Buffer => body !== null);
  await context.close();
  checkServedBuild(mode, scripts.map((script) => script.url));
  return {
    jsGzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    jsFiles: bodies.length,
    scriptingMs: (metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0) * 1000,
    longTasks: longTasks.length,
    longFrames: longFrames.length,
    fondantLongFrames: framesCausedBy(longFrames, FONDANT_FILES),
  };
}

/** Every mode's medians for one page, the plugin activated or deactivated as each mode needs. */
async function measurePage(browser: Browser, path: string): Promise<Record<Mode, RunFigures>> {
  const figures: Partial<Record<Mode, RunFigures>> = {};
  for (const mode of MODES) {
    shopCli(mode.startsWith('fondant') ? 'activate' : 'deactivate');
    figures[mode] = await medianFigures(() => measure(browser, path, mode));
  }
  return figures as Record<Mode, RunFigures>;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const share = (part: number, whole: number) => (whole > 0 ? part / whole : Number.NaN);
const percent = (ratio: number) => (Number.isFinite(ratio) ? `${Math.round(100 * ratio)} %` : '—');
/** A share of the legacy stack's cost against its goal: "22 % ✓" when at most the goal, "31 % ✗" when above. */
const againstGoal = (ratio: number, goal: number) => (Number.isFinite(ratio) ? `${percent(ratio)} ${ratio <= goal ? '✓' : '✗'}` : '—');

/** One stack's cost on the page: its mode minus bare. */
function costOf(figures: Record<Mode, RunFigures>, mode: Mode): { bytes: number; scriptMs: number } {
  return { bytes: figures[mode].jsGzipBytes - figures.bare.jsGzipBytes, scriptMs: figures[mode].scriptingMs - figures.bare.scriptingMs };
}

/** One page's table: a row per mode, its figures, its cost above bare and, for Fondant's builds, that cost against the legacy stack's. */
function pageTable(figures: Record<Mode, RunFigures>): Record<string, Record<string, string>> {
  const legacy = costOf(figures, 'legacy');
  const rows: Record<string, Record<string, string>> = {};
  for (const mode of TABLE_ROWS) {
    const { jsGzipBytes, jsFiles, scriptingMs, longTasks, longFrames, fondantLongFrames } = figures[mode];
    const cost = costOf(figures, mode);
    const goal = mode === 'fondant-lite' || mode === 'fondant-react' ? GOALS[mode] : undefined;
    rows[mode] = {
      'JS (gzip)': `${kb(jsGzipBytes)} in ${jsFiles} files`,
      'script (ms)': scriptingMs.toFixed(0),
      'JS − bare': mode === 'bare' ? '' : kb(cost.bytes),
      'script − bare (ms)': mode === 'bare' ? '' : cost.scriptMs.toFixed(0),
      'JS / legacy (goal)': goal ? `${againstGoal(share(cost.bytes, legacy.bytes), goal.bytes)} (≤ ${percent(goal.bytes)})` : '',
      'script / legacy (goal)': goal ? `${againstGoal(share(cost.scriptMs, legacy.scriptMs), goal.script)} (≤ ${percent(goal.script)})` : '',
      'long tasks': String(longTasks),
      "long frames (Fondant's)": `${longFrames} (${fondantLongFrames})`,
    };
  }
  return rows;
}

/** The summary: a row per page, each build's shares of the legacy stack's cost against the goals, and the long tasks. */
function summaryRow(figures: Record<Mode, RunFigures>): Record<string, string> {
  const legacy = costOf(figures, 'legacy');
  const lite = costOf(figures, 'fondant-lite');
  const react = costOf(figures, 'fondant-react');
  return {
    'lite JS / legacy (≤ 25 %)': againstGoal(share(lite.bytes, legacy.bytes), GOALS['fondant-lite'].bytes),
    'lite script / legacy (≤ 15 %)': againstGoal(share(lite.scriptMs, legacy.scriptMs), GOALS['fondant-lite'].script),
    'React JS / legacy (≤ 50 %)': againstGoal(share(react.bytes, legacy.bytes), GOALS['fondant-react'].bytes),
    'React script / legacy (≤ 50 %)': againstGoal(share(react.scriptMs, legacy.scriptMs), GOALS['fondant-react'].script),
    'long tasks legacy / lite / React / bare': TABLE_ROWS.map((mode) => figures[mode].longTasks).join(' / '),
    "Fondant's long frames lite / React": `${figures['fondant-lite'].fondantLongFrames} / ${figures['fondant-react'].fondantLongFrames}`,
  };
}

async function main(): Promise<number> {
  if (!(await shopAnswers())) {
    printNoShopHelp();
    return 1;
  }
  const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_PATHS;
  installPlugin();
  const removeReactMuPlugin = installMuPlugin(REACT_MU_PLUGIN);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const figures: Record<string, Record<Mode, RunFigures>> = {};
  try {
    for (const path of paths) figures[path] = await measurePage(browser, path);
  } finally {
    removeReactMuPlugin();
    shopCli('activate');
    await browser.close();
  }
  console.log(`Fondant real-shop bench — ${shopUrl}, Chromium at ${CPU_SLOWDOWN}x CPU slowdown, median of ${RUNS} cold loads per page and mode`);
  console.log("JS: every script the page downloads, gzip level 9; script: CDP ScriptDuration; − bare: the stack's cost; long frames: long animation frames > 50 ms, in brackets those Fondant's scripts ran longest in");
  for (const path of paths) {
    console.log(`\n${path === ORDER_RECEIVED ? `${ORDER_RECEIVED}<id>/?key=… (a guest's cheque order, placed first)` : path}`);
    console.table(pageTable(figures[path]!));
  }
  console.log("\nFondant's cost as a share of the legacy stack's, against the goals (✓ met, ✗ not)");
  console.table(Object.fromEntries(paths.map((path) => [path, summaryRow(figures[path]!)])));
  return 0;
}

main().then((code) => {
  process.exitCode = code;
}, (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
