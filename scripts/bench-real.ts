// `npm run bench:real [path…]`: the legacy WooCommerce scripts against Fondant on the same real shop pages
// (REALWC_URL; see scripts/real-shop.ts). Each page is loaded cold in Debian's Chromium at 4x CPU slowdown,
// RUNS times (BENCH_RUNS, default 5), in three modes: `legacy` (the plugin deactivated: WooCommerce's jQuery
// scripts), `fondant` (the plugin active, nothing else depending on jQuery; WooCommerce scripts it does not
// replace still load) and `bare` (the plugin deactivated and WooCommerce's scripts and jQuery refused: neither
// stack, only what WordPress and the theme print). What a stack costs is its mode minus `bare`: script bytes
// (gzip) and main-thread script time; long tasks are counted as they come.
// The cart and checkout pages get two products in the cart first (through wc-ajax, so no script is cached).
// Leaves the plugin active. A benchmark: it prints figures and never fails on them.
import { chromium, type Browser } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { CPU_SLOWDOWN, fillCartFor, medianFigures, RUNS, SETTLE_MS } from './bench-runs.ts';
import { CHROMIUM_LAUNCH } from './chromium.ts';
import { printNoShopHelp, shopAnswers, shopCli, shopUrl } from './real-shop.ts';

const DEFAULT_PATHS = ['/produit/formation-cake-designer-intermediaire-10-jours/', '/shop/', '/cart/', '/checkout/'];
const MODES = ['legacy', 'fondant', 'bare'] as const;
/** What the bare page goes without: WooCommerce's front-end scripts and WordPress's jQuery. */
const BARE_REFUSED = /\/wp-content\/plugins\/woocommerce\/assets\/js\/|\/wp-includes\/js\/jquery\//;
type Mode = (typeof MODES)[number];

interface RunFigures {
  jsGzipBytes: number;
  jsFiles: number;
  scriptingMs: number;
  longTasks: number;
  longTaskMs: number;
}

function recordLongTasks(): void {
  const tasks: number[] = [];
  (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration))).observe({ type: 'longtask', buffered: true });
}

async function measure(browser: Browser, path: string, mode: Mode): Promise<RunFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });
  await fillCartFor(context, `${shopUrl}${path}`);
  if (mode === 'bare') await context.route(BARE_REFUSED, (route) => route.abort());
  const page = await context.newPage();
  const scripts: Promise<Buffer | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body().catch(() => null));
  });
  await page.addInitScript(recordLongTasks);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Performance.enable');
  await page.goto(`${shopUrl}${path}`, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  const bodies = (await Promise.all(scripts)).filter((body): body is Buffer => body !== null);
  await context.close();
  return {
    jsGzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    jsFiles: bodies.length,
    scriptingMs: (metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0) * 1000,
    longTasks: longTasks.length,
    longTaskMs: longTasks.reduce((sum, duration) => sum + duration, 0),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((100 * part) / whole)} %` : '—');

async function main(): Promise<number> {
  if (!(await shopAnswers())) {
    printNoShopHelp();
    return 1;
  }
  const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_PATHS;
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const rows: Record<string, Record<string, string>> = {};
  try {
    const figures: Record<string, Partial<Record<Mode, RunFigures>>> = {};
    for (const mode of MODES) {
      shopCli(mode === 'fondant' ? 'activate' : 'deactivate');
      for (const path of paths) (figures[path] ??= {})[mode] = await medianFigures(() => measure(browser, path, mode));
    }
    for (const path of paths) {
      const { legacy, fondant, bare } = figures[path] as Record<Mode, RunFigures>;
      const legacyBytes = legacy.jsGzipBytes - bare.jsGzipBytes;
      const fondantBytes = fondant.jsGzipBytes - bare.jsGzipBytes;
      const legacyMs = legacy.scriptingMs - bare.scriptingMs;
      const fondantMs = fondant.scriptingMs - bare.scriptingMs;
      rows[path] = {
        'legacy JS (gzip, above bare)': kb(legacyBytes),
        'Fondant JS (gzip, above bare)': kb(fondantBytes),
        'bytes Fondant / legacy': percent(fondantBytes, legacyBytes),
        'legacy script ms (above bare)': legacyMs.toFixed(0),
        'Fondant script ms (above bare)': fondantMs.toFixed(0),
        'script Fondant / legacy': percent(fondantMs, legacyMs),
        'long tasks legacy / Fondant / bare': `${legacy.longTasks} / ${fondant.longTasks} / ${bare.longTasks}`,
      };
    }
  } finally {
    shopCli('activate');
    await browser.close();
  }
  console.log(`Fondant real-shop bench — ${shopUrl}, Chromium at ${CPU_SLOWDOWN}x CPU slowdown, median of ${RUNS} cold loads per mode`);
  console.table(rows);
  return 0;
}

main().then((code) => {
  process.exitCode = code;
}, (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
