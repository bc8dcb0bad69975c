import { describe, expect, it } from 'vitest';
import { testimonialLayout } from './testimonial-layout.ts';

describe('testimonialLayout', () => {
  it('above 959 px caps a portrait wider than 90 px with its margins and indents by that uncapped width', () => {
    expect(testimonialLayout(1280, 120, ['et_pb_column', 'et_pb_column_4_4'])).toEqual({ capPortrait: true, indentPx: 120 });
    expect(testimonialLayout(960, 90, ['et_pb_column_1_2'])).toEqual({ capPortrait: false, indentPx: 90 });
  });

  it('does not indent in narrow columns: a third only above 959 px, a quarter to three eighths from 768 px', () => {
    expect(testimonialLayout(1280, 120, ['et_pb_column_1_3'])).toEqual({ capPortrait: true, indentPx: 0 });
    expect(testimonialLayout(900, 120, ['et_pb_column_1_3'])).toEqual({ capPortrait: false, indentPx: 120 });
    for (const column of ['et_pb_column_1_4', 'et_pb_column_1_5', 'et_pb_column_1_6', 'et_pb_column_2_5', 'et_pb_column_3_8']) {
      expect(testimonialLayout(900, 120, [column]), column).toEqual({ capPortrait: false, indentPx: 0 });
      expect(testimonialLayout(1280, 120, [column]), column).toEqual({ capPortrait: true, indentPx: 0 });
    }
  });

  it('between 768 and 959 px indents without capping; at 767 px and below resets the text', () => {
    expect(testimonialLayout(768, 150, [])).toEqual({ capPortrait: false, indentPx: 150 });
    expect(testimonialLayout(959, 150, [])).toEqual({ capPortrait: false, indentPx: 150 });
    expect(testimonialLayout(767, 150, [])).toBe('reset');
    expect(testimonialLayout(375, 0, [])).toBe('reset');
  });

  it('without a portrait nothing is capped and the indent is 0', () => {
    expect(testimonialLayout(1280, 0, [])).toEqual({ capPortrait: false, indentPx: 0 });
  });
});
