// The grid row classes over the items shown, and the number of columns read from the rendered widths.
import { describe, expect, it } from 'vitest';
import { renderedColumns, setRowClasses } from './grid-rows.ts';

const classesOf = (items: HTMLElement[]) => items.map((item) => ['first_in_row', 'last_in_row', 'on_last_row'].filter((name) => item.classList.contains(name)).join(' '));

function sized(width: number): HTMLElement {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => ({ width, height: 10, top: 0, left: 0, right: width, bottom: 10, x: 0, y: 0, toJSON: () => ({}) });
  return element;
}

describe('setRowClasses', () => {
  it('marks the ends of each row and the last row among the items shown, and clears the hidden ones', () => {
    const items = Array.from({ length: 8 }, () => document.createElement('div'));
    items[7]!.classList.add('first_in_row', 'on_last_row');
    setRowClasses(items, items.slice(0, 7), 3);
    expect(classesOf(items)).toEqual(['first_in_row', '', 'last_in_row', 'first_in_row', '', 'last_in_row', 'first_in_row on_last_row', '']);
    setRowClasses(items, [items[1]!, items[4]!, items[6]!], 4);
    expect(classesOf(items)).toEqual(['', 'first_in_row on_last_row', '', '', 'on_last_row', '', 'on_last_row', '']);
    setRowClasses(items, items.slice(0, 2), 1);
    expect(classesOf(items).slice(0, 3)).toEqual(['first_in_row last_in_row', 'first_in_row last_in_row on_last_row', '']);
  });
});

describe('renderedColumns', () => {
  it('counts how many items’ widths fit in the container, 1 when nothing is rendered', () => {
    expect(renderedColumns(sized(1080), sized(245.7))).toBe(4);
    expect(renderedColumns(sized(900), sized(267))).toBe(3);
    expect(renderedColumns(sized(400), sized(400))).toBe(1);
    expect(renderedColumns(sized(0), sized(0))).toBe(1);
    expect(renderedColumns(sized(900), undefined)).toBe(1);
  });
});
