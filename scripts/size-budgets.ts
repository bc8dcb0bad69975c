// Byte budgets (gzip) that `npm run size` (part of `npm test`) enforces: each is the size measured when it was
// set plus 10 %, so growth is a decision made here, in review, not a drift. A new widget needs its own line.

export interface SizeBudgets {
  /** fondant.ts with anything it imports statically: what every page loads before a widget. */
  entryGzip: number;
  /** Any one widget chunk. */
  widgetChunkGzip: number;
  /** Per widget: everything a page showing it downloads (chunks, shared chunks, vendors, the events bridge). */
  widgetDownloadGzip: Record<string, number>;
}

export const BUDGETS: SizeBudgets = {
  entryGzip: 6144,
  widgetChunkGzip: 8192,
  widgetDownloadGzip: {},
};
