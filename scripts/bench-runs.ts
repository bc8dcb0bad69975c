// What `npm run bench` (the demo shop) and `npm run bench:real` (a real shop) share: how a run is made (cold loads
// at 4x CPU slowdown, RUNS of them, BENCH_RUNS to change it, 3 s to settle), the cart put in first on the pages that
// need one, and the medians taken over the runs.
import type { BrowserContext } from '@playwright/test';

export const RUNS = Number(process.env.BENCH_RUNS ?? 5);
export const CPU_SLOWDOWN = 4;
export const SETTLE_MS = 3000;

/** Pages that show nothing (or redirect) with an empty cart. */
const CART_PAGES = /^\/(cart|checkout)(-jquery)?\//;
/** Two supplies of the catalogue (same ids on both shops), so the cart and checkout show a shipped order. */
const CART_PRODUCTS = [63, 65];

/** Puts the two supplies in the context's cart through wc-ajax (no page, so no script is cached) when `url` needs it. */
export async function fillCartFor(context: BrowserContext, url: string): Promise<void> {
  if (!CART_PAGES.test(new URL(url).pathname)) return;
  for (const productId of CART_PRODUCTS) {
    await context.request.post(new URL('/?wc-ajax=add_to_cart', url).href, { form: { product_id: String(productId), quantity: '1' } });
  }
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
