// The address rows in priority order (WooCommerce's address-i18n sort): each `.form-row` of the parent holding the
// rows the locale knows, by data-priority, a row without one coming right after the row before it; a stable sort.
// Only misplaced rows move, and the focus goes back where it was if a move took it away.

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
  const focused = document.activeElement;
  let anchor: HTMLElement = rows[0]!;
  sorted.forEach((row, index) => {
    if (index === 0) {
      if (row !== anchor) parent.insertBefore(row, anchor);
    } else if (anchor.nextElementSibling !== row) {
      anchor.after(row);
    }
    anchor = row;
  });
  if (focused instanceof HTMLElement && focused !== document.activeElement && focused.isConnected) focused.focus({ preventScroll: true });
}

/** Sorts the rows of each parent that holds one of the given rows. */
export function sortRowsAround(knownRows: HTMLElement[]): void {
  const parents = new Set(knownRows.map((row) => row.parentElement).filter((parent): parent is HTMLElement => parent !== null));
  for (const parent of parents) sortRows(parent);
}
