// The builder theme's settings: the JSON config's object over the theme's global, nothing when neither is one.
import { afterEach, describe, expect, it } from 'vitest';
import { builderParams } from './builder-params.ts';

const win = window as unknown as { et_pb_custom?: unknown };

afterEach(() => {
  delete win.et_pb_custom;
});

describe('builderParams', () => {
  it('reads the JSON config’s builderParams over the theme’s et_pb_custom', () => {
    win.et_pb_custom = { next: 'Next', prev: 'Prev' };
    expect(builderParams(window, {})).toEqual({ next: 'Next', prev: 'Prev' });
    expect(builderParams(window, { builderParams: { next: 'Suivant' } })).toEqual({ next: 'Suivant' });
    expect(builderParams(window, { builderParams: ['x'] })).toEqual({ next: 'Next', prev: 'Prev' });
    win.et_pb_custom = 'var';
    expect(builderParams(window, {})).toEqual({});
  });
});
