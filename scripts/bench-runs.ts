// What `npm run bench` (the demo shop) and `npm run bench:real` (a real shop) share: how a run is made (cold loads
// at 4x CPU slowdown, RUNS of them, BENCH_RUNS to change it, 3 s to settle), the cart put in first on the pages that
// need one, the medians taken over the runs, and which long animation frames of a load a stack caused (its scripts,
// by URL, ran longer in the frame than any other script file).
import type { BrowserContext, Page } from '@playwright/test';

export const RUNS = Number(process.env.BENCH_RUNS ?? 5);
export const CPU_SLOWDOWN = 4;
export const SETTLE_MS = 3000;

/** Pages that show nothing (or redirect) with an empty cart. */
const CART_PAGES = /^\/(cart|checkout)(-jquery)?\//;
/** Two supplies of the catalogue (same ids on both shops), so the cart and checkout show a shipped order. */
const CART_PRODUCTS = [63, 65];

/** Adds one of each product to the context's cart through the shop's wc-ajax add_to_cart (no page, so no script is cached). */
export async function addToCartByAjax(context: BrowserContext, shopUrl: string, productIds: number[]): Promise<void> {
  for (const productId of productIds) {
    await context.request.post(new URL('/?wc-ajax=add_to_cart', shopUrl).href, { form: { product_id: String(productId), quantity: '1' } });
  }
}

/** Puts the two supplies in the context's cart when `url` needs it. */
export async function fillCartFor(context: BrowserContext, url: string): Promise<void> {
  if (CART_PAGES.test(new URL(url).pathname)) await addToCartByAjax(context, url, CART_PRODUCTS);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Runs `measure` RUNS times and returns the median of each figure. */
export async function medianFigures<F extends { [K in keyof F]: number }>(measure: () => Promise<F>): Promise<F> {
  const runs: F[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await measure());
  const keys = Object.keys(runs[0] ?? {}) as Array<keyof F>;
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((figures) => figures[key] as number))])) as F;
}

/** A long animation frame (Long Animation Frames API: a frame longer than 50 ms) and the scripts that ran in it. */
export interface LongFrame {
  duration: number;
  /** Chromium lists the scripts that ran 5 ms or more: the file (or the page, for inline scripts) and how long; and
   *  when and what ran it (`bench.ts --attribution` prints these): the invoker (an event listener, a callback, a
   *  promise…), the entry function's name and character position in the file, the time in forced style and layout. */
  scripts: { sourceURL: string; duration: number; startTime?: number; invoker?: string; invokerType?: string; sourceFunctionName?: string; sourceCharPosition?: number; forcedStyleAndLayoutDuration?: number }[];
}

/** Init script: keeps every long animation frame of the page from its start, with its scripts, in `window.__longFrames`. */
export function recordLongAnimationFrames(): void {
  const frames: LongFrame[] = [];
  (window as unknown as { __longFrames: LongFrame[] }).__longFrames = frames;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & LongFrame)[]) {
      frames.push({
        duration: entry.duration,
        scripts: entry.scripts.map(({ sourceURL, duration, startTime, invoker, invokerType, sourceFunctionName, sourceCharPosition, forcedStyleAndLayoutDuration }) => (
          { sourceURL, duration, startTime, invoker, invokerType, sourceFunctionName, sourceCharPosition, forcedStyleAndLayoutDuration })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/** The long animation frames `recordLongAnimationFrames` kept on the page so far. */
export function recordedLongFrames(page: Page): Promise<LongFrame[]> {
  return page.evaluate(() => (window as unknown as { __longFrames?: LongFrame[] }).__longFrames ?? []);
}

/** A script's file: its URL without query (WordPress's `?ver=`) or hash; inline scripts give the page's. */
const scriptFile = (sourceURL: string) => sourceURL.replace(/[?#].*$/, '');

/**
 * Whether a stack caused the frame: its scripts (every file whose URL matches `stackFiles`, together) ran longer in
 * the frame than any other script file on its own, inline scripts counting as their page's file and scripts of
 * unknown source as one more. A frame with no script of the stack, or a tie, is not the stack's.
 */
function causedBy(frame: LongFrame, stackFiles: RegExp): boolean {
  let stackMs = 0;
  const otherMs = new Map<string, number>();
  for (const { sourceURL, duration } of frame.scripts) {
    if (stackFiles.test(sourceURL)) stackMs += duration;
    else otherMs.set(scriptFile(sourceURL), (otherMs.get(scriptFile(sourceURL)) ?? 0) + duration);
  }
  return stackMs > 0 && [...otherMs.values()].every((ms) => ms < stackMs);
}

/** How many of the frames the stack whose files match `stackFiles` caused (see `causedBy`). */
export function framesCausedBy(frames: LongFrame[], stackFiles: RegExp): number {
  return frames.filter((frame) => causedBy(frame, stackFiles)).length;
}
