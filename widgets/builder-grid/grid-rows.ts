// The grid row classes the theme's CSS keys on (`et_pb_set_responsive_grid`, reference §10): among the items shown,
// `first_in_row` on the first item of each row, `last_in_row` on the last of each full row, `on_last_row` on the last
// row's items; none on hidden items. The number of columns is read from the rendered layout — how many items' widths
// fit in the items container's width, which the theme's CSS sets per breakpoint — rather than from item positions,
// which the stale classes themselves shift (a `last_in_row` item loses its right margin), or from a fixed count.

export const ROW_CLASSES = ['first_in_row', 'last_in_row', 'on_last_row'] as const;

/** Columns of the grid as rendered: 1 when nothing is rendered (no width to read). */
export function renderedColumns(container: HTMLElement, item: HTMLElement | undefined): number {
  const itemWidth = item?.getBoundingClientRect().width ?? 0;
  const style = getComputedStyle(container);
  const padding = (Number.parseFloat(style.paddingLeft) || 0) + (Number.parseFloat(style.paddingRight) || 0);
  const width = container.getBoundingClientRect().width - padding;
  if (itemWidth <= 0 || width <= 0) return 1;
  return Math.max(1, Math.floor((width + 1) / itemWidth));
}

export function setRowClasses(items: readonly HTMLElement[], shown: readonly HTMLElement[], columns: number): void {
  const lastRowStart = Math.floor((shown.length - 1) / columns) * columns;
  for (const item of items) {
    const index = shown.indexOf(item);
    item.classList.toggle('first_in_row', index >= 0 && index % columns === 0);
    item.classList.toggle('last_in_row', index >= 0 && index % columns === columns - 1);
    item.classList.toggle('on_last_row', index >= 0 && index >= lastRowStart);
  }
}
