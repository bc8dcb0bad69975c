// The address rows in priority order (WooCommerce's address-i18n sort): each `.form-row` of the parent holding the
// rows the locale knows, by data-priority, a row without one coming right after the row before it; a stable sort.
// The row holding the focus never moves (a moved control loses the focus, and its blur would validate a field
// the shopper is typing in): the others are placed around it, and only those out of place move.

function priorities(rows: HTMLElement[]): Map<HTMLElement, number> {
  const byRow = new Map<HTMLElement, number>();
  let previous = 0;
  for (const row of rows) {
    const own = Number(row.dataset.priority);
    const priority = row.dataset.priority && Number.isFinite(own) ? own : previous + 1;
    byRow.set(row, priority);
    previous = priority;
  }
  return byRow;
}

export function sortRows(parent: HTMLElement): void {
  const rows = [...parent.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains('form-row'));
  const priority = priorities(rows);
  const sorted = [...rows].sort((a, b) => priority.get(a)! - priority.get(b)!);
  if (sorted.every((row, index) => row === rows[index])) return;
  const pivot = sorted.find((row) => row.contains(document.activeElement)) ?? sorted[0]!;
  const pivotIndex = sorted.indexOf(pivot);
  let anchor = pivot;
  for (const row of sorted.slice(pivotIndex + 1)) {
    if (anchor.nextElementSibling !== row) anchor.after(row);
    anchor = row;
  }
  anchor = pivot;
  for (const row of sorted.slice(0, pivotIndex).reverse()) {
    if (anchor.previousElementSibling !== row) anchor.before(row);
    anchor = row;
  }
}

/** Sorts the rows of each parent that holds one of the given rows. */
export function sortRowsAround(knownRows: HTMLElement[]): void {
  const parents = new Set(knownRows.map((row) => row.parentElement).filter((parent): parent is HTMLElement => parent !== null));
  for (const parent of parents) sortRows(parent);
}
