// The rows sorted by priority: a row without one follows the row before it, rows already in place stay put,
// and the row holding the focus never moves.
import { describe, expect, it } from 'vitest';
import { freshPage } from '../../core/testing/shop-page.ts';
import { sortRows, sortRowsAround } from './row-order.ts';

function rows(spec: Array<[string, number | null]>): HTMLElement {
  freshPage(
    `<div class="fields">${spec.map(([id, priority]) => `<p class="form-row" id="${id}"${priority === null ? '' : ` data-priority="${priority}"`}><input id="${id}_input"></p>`).join('')}<div class="clear"></div></div>`,
  );
  return document.querySelector<HTMLElement>('.fields')!;
}

const order = (parent: HTMLElement) => [...parent.children].map((child) => child.id || child.className);

describe('sortRows', () => {
  it('puts the postcode before the city when its priority says so', () => {
    const parent = rows([['country', 40], ['city', 70], ['state', null], ['postcode', 65], ['phone', 100]]);
    sortRows(parent);
    expect(order(parent)).toEqual(['country', 'postcode', 'city', 'state', 'phone', 'clear']);
  });

  it('keeps the order of equal priorities and moves nothing when all is in place', () => {
    const parent = rows([['a', 10], ['b', 10], ['c', 20]]);
    const b = document.getElementById('b')!;
    let moved = false;
    new MutationObserver(() => (moved = true)).observe(parent, { childList: true });
    sortRows(parent);
    expect(order(parent)).toEqual(['a', 'b', 'c', 'clear']);
    expect(b.isConnected).toBe(true);
    return Promise.resolve().then(() => expect(moved).toBe(false));
  });
});

describe('sortRows around the focus', () => {
  it('moves the other rows around the focused one', () => {
    const parent = rows([['country', 40], ['postcode', 90], ['city', 70], ['state', 80]]);
    const city = document.getElementById('city')!;
    document.getElementById('city_input')!.focus();
    const removed: Node[] = [];
    new MutationObserver((records) => records.forEach((record) => removed.push(...record.removedNodes))).observe(parent, { childList: true });
    sortRows(parent);
    expect(order(parent)).toEqual(['country', 'city', 'state', 'postcode', 'clear']);
    return Promise.resolve().then(() => expect(removed).not.toContain(city));
  });

  it('sorts rows before the focused one too', () => {
    const parent = rows([['city', 70], ['postcode', 65], ['country', 40], ['phone', 100]]);
    document.getElementById('phone_input')!.focus();
    sortRows(parent);
    expect(order(parent)).toEqual(['country', 'postcode', 'city', 'phone', 'clear']);
  });
});

describe('sortRowsAround', () => {
  it('sorts the parents of the given rows', () => {
    const parent = rows([['city', 70], ['postcode', 65]]);
    sortRowsAround([document.getElementById('city')!]);
    expect(order(parent)).toEqual(['postcode', 'city', 'clear']);
  });
});
