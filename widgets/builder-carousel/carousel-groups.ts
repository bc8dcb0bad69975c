// A portfolio carousel's groups, as the theme's script builds them (reference §9) so its CSS keeps matching: the
// shown items in `div.et_pb_carousel_group.active`, each with `position_<k>`, the others hidden after it; the items
// container carries `columns-<n>`, each item a column's width and 0.75 of it in height. A move (one at a time, endless
// both ways) builds `div.et_pb_carousel_group.next|prev` beside the active one with the next group's items
// (`changing_position next_position next_position_<k>`; a copy, `delayed_container_append_dup`, of an item still
// shown), marks the shown ones `changing_position current_position current_position_<k>`, slides both across over the
// move time (CSS transitions), then makes the new group the active one. Instant under reduced motion.
import { prefersReducedMotion } from '../../core/a11y/reduced-motion.ts';

export type Direction = 'next' | 'previous';

const GROUP = 'et_pb_carousel_group';
const DUPLICATE = 'delayed_container_append_dup';
const MOVE_CLASSES = /^(changing_position|current_position(_\d+)?|next_position(_\d+)?|position_\d+)$/;

export interface CarouselGroups {
  /** The index of the first shown item. */
  readonly start: number;
  readonly columns: number;
  readonly moving: boolean;
  /** Lays the items out in `columns` columns of `widthPx`-wide container, from the current first item. */
  layout(columns: number, widthPx: number): void;
  /** Moves by a group; false when ignored (a move running, or every item already shown). */
  move(direction: Direction): boolean;
  /** Ends a running move at once. */
  finish(): void;
}

export interface CarouselGroupsOptions {
  moveMs: number;
  /** Called whenever the shown items change (layout, end of a move), with the new group. */
  onShow(group: HTMLElement, start: number, shown: number): void;
}

function stripMoveClasses(element: Element): void {
  for (const name of [...element.classList]) if (MOVE_CLASSES.test(name)) element.classList.remove(name);
}

export function createCarouselGroups(container: HTMLElement, items: readonly HTMLElement[], options: CarouselGroupsOptions): CarouselGroups {
  const count = items.length;
  let start = 0;
  let columns = 1;
  let settle: (() => void) | null = null;
  let moveTimer: ReturnType<typeof setTimeout> | undefined;
  const active = document.createElement('div');
  active.className = `${GROUP} active`;
  container.insertBefore(active, items[0] ?? null);

  const indices = (first: number) => Array.from({ length: Math.min(columns, count) }, (_, k) => (first + k) % count);
  const render = () => {
    const shown = indices(start);
    for (const item of items) stripMoveClasses(item);
    shown.forEach((index, k) => {
      const item = items[index]!;
      item.classList.add(`position_${k + 1}`);
      item.style.removeProperty('display');
      active.append(item);
    });
    for (const [index, item] of items.entries()) {
      if (shown.includes(index)) continue;
      item.style.display = 'none';
      container.append(item);
    }
    options.onShow(active, start, shown.length);
  };
  const finish = () => {
    clearTimeout(moveTimer);
    const done = settle;
    settle = null;
    done?.();
  };

  return {
    get start() {
      return start;
    },
    get columns() {
      return columns;
    },
    get moving() {
      return settle !== null;
    },
    layout(newColumns, widthPx) {
      finish();
      columns = newColumns;
      for (const name of [...container.classList]) if (/^columns-\d+$/.test(name)) container.classList.remove(name);
      container.classList.add(`columns-${columns}`);
      const width = widthPx / columns;
      for (const item of items) {
        item.style.width = `${100 / columns}%`;
        item.style.height = width > 0 ? `${Math.round(width * 0.75)}px` : '';
      }
      render();
    },
    move(direction) {
      if (settle || count <= columns) return false;
      const shownNow = indices(start);
      const next = direction === 'next' ? (start + columns) % count : (((start - columns) % count) + count) % count;
      const incoming = document.createElement('div');
      incoming.className = `${GROUP} ${direction === 'next' ? 'next' : 'prev'}`;
      incoming.setAttribute('aria-hidden', 'true');
      incoming.inert = true;
      shownNow.forEach((index, k) => items[index]!.classList.add('changing_position', 'current_position', `current_position_${k + 1}`));
      indices(next).forEach((index, k) => {
        const item = items[index]!;
        const node = shownNow.includes(index) ? (item.cloneNode(true) as HTMLElement) : item;
        if (node !== item) {
          stripMoveClasses(node);
          node.classList.add(DUPLICATE);
          for (const withId of [node, ...node.querySelectorAll('[id]')]) withId.removeAttribute('id');
        }
        node.classList.add('changing_position', 'next_position', `next_position_${k + 1}`);
        node.style.removeProperty('display');
        incoming.append(node);
      });
      active.after(incoming);
      settle = () => {
        incoming.remove();
        for (const group of [active, incoming]) {
          group.style.removeProperty('transition');
          group.style.removeProperty('transform');
        }
        start = next;
        render();
      };
      if (prefersReducedMotion() || options.moveMs <= 0) {
        finish();
        return true;
      }
      const across = direction === 'next' ? 100 : -100;
      Object.assign(incoming.style, { position: 'absolute', top: '0', left: '0', width: '100%', transform: `translateX(${across}%)` });
      void incoming.offsetHeight;
      for (const group of [active, incoming]) group.style.transition = `transform ${options.moveMs}ms ease-in-out`;
      active.style.transform = `translateX(${-across}%)`;
      incoming.style.transform = 'translateX(0)';
      moveTimer = setTimeout(finish, options.moveMs);
      return true;
    },
    finish,
  };
}
