import { describe, expect, it } from 'vitest';
import { hideNavFits, markHideNav } from './hide-nav.ts';

describe('hiding the header until scroll', () => {
  it('needs a document taller than the window plus the header plus 200 px', () => {
    expect(hideNavFits(1032, 720, 111)).toBe(true);
    expect(hideNavFits(1031, 720, 111)).toBe(false);
  });

  it('marks the body et_hide_nav or et_hide_nav_disabled, both ways', () => {
    const body = document.createElement('body');
    body.className = 'et_fixed_nav et_hide_nav';
    expect(markHideNav(body, false)).toBe(false);
    expect(body.className).toBe('et_fixed_nav et_hide_nav_disabled');
    expect(markHideNav(body, true)).toBe(true);
    expect(body.className).toBe('et_fixed_nav et_hide_nav');
  });
});
