// The nearest dir attribute decides the direction, whatever its case; none means left-to-right.
import { describe, expect, it } from 'vitest';
import { isRightToLeft } from './text-direction.ts';

describe('isRightToLeft', () => {
  it('follows the nearest dir attribute up the tree', () => {
    document.body.innerHTML = '<div dir="RTL"><p dir="ltr"><span id="inner"></span></p><span id="outer"></span></div><span id="none"></span>';
    expect(isRightToLeft(document.getElementById('outer')!)).toBe(true);
    expect(isRightToLeft(document.getElementById('inner')!)).toBe(false);
    expect(isRightToLeft(document.getElementById('none')!)).toBe(false);
  });
});
