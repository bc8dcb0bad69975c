// The viewer in the browser history: a pushed entry the back button leaves, replaced on every picture change,
// and on close either left with history.back() or — for a viewer opened from its URL — replaced without hash.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createViewerHistory } from './viewer-history.ts';

beforeEach(() => window.history.replaceState(null, '', '/produit/formation/?ref=mail'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('createViewerHistory', () => {
  it('pushes #gid=…&pid=… on open, replaces it on change, and goes back on close', () => {
    const push = vi.spyOn(window.history, 'pushState');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const history = createViewerHistory('1');
    history.opened(2, false);
    expect(push).toHaveBeenCalledWith({ fondantGallery: '1' }, '', '/produit/formation/?ref=mail#gid=1&pid=2');
    history.changed(3);
    expect(window.location.hash).toBe('#gid=1&pid=3');
    expect(push).toHaveBeenCalledTimes(1);
    history.closed(false);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('for a viewer opened from the URL: no new entry, and closing removes the hash in place', () => {
    window.history.replaceState(null, '', '/produit/formation/?ref=mail#&gid=1&pid=3');
    const push = vi.spyOn(window.history, 'pushState');
    const back = vi.spyOn(window.history, 'back');
    const history = createViewerHistory('1');
    history.opened(3, true);
    expect(window.location.hash).toBe('#gid=1&pid=3');
    history.closed(false);
    expect(push).not.toHaveBeenCalled();
    expect(back).not.toHaveBeenCalled();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/produit/formation/?ref=mail');
  });

  it('touches nothing when the browser already left the entry (back button)', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const replace = vi.spyOn(window.history, 'replaceState');
    const history = createViewerHistory('1');
    history.opened(1, false);
    replace.mockClear();
    history.closed(true);
    expect(back).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });
});
