// Putting named attributes back as they were: changed ones restored, added ones removed, others left alone.
import { describe, expect, it } from 'vitest';
import { snapshotAttributes } from './restore-attributes.ts';

describe('snapshotAttributes', () => {
  it('restores the named attributes only', () => {
    document.body.innerHTML = '<div class="et_pb_slider" style="color: red"></div>';
    const element = document.body.firstElementChild as HTMLElement;
    const restore = snapshotAttributes([element], ['class', 'style', 'role']);
    element.className = 'et_pb_slider et_slide_transition_to_next';
    element.removeAttribute('style');
    element.setAttribute('role', 'region');
    element.setAttribute('data-fondant-mounted', 'autre-widget');
    restore();
    expect(['class', 'style', 'role', 'data-fondant-mounted'].map((name) => element.getAttribute(name))).toEqual(['et_pb_slider', 'color: red', null, 'autre-widget']);
  });
});
