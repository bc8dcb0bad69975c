// The theme's layout rule for a testimonial (its script's testimonial width fix, Divi 4.x): above 959 px a portrait
// wider than 90 px with its margins becomes 90 × 90 px, no bottom padding; above 767 px the text is indented by the
// portrait's width with its margins as measured before that cap, except in narrow columns (one third — above 959 px
// only —, a quarter, a fifth, a sixth, two fifths, three eighths); at 767 px and below the text's inline style goes.

export type TestimonialLayout = { capPortrait: boolean; indentPx: number } | 'reset';

const NARROW_ON_TABLET = ['et_pb_column_1_4', 'et_pb_column_1_5', 'et_pb_column_1_6', 'et_pb_column_2_5', 'et_pb_column_3_8'];
const NARROW_ON_DESKTOP = ['et_pb_column_1_3', ...NARROW_ON_TABLET];

export const PORTRAIT_CAP_PX = 90;

/** `windowWidth` without the scroll bar; `portraitOuterWidth` with the portrait's margins; `columnClasses` of the
 *  closest builder column. */
export function testimonialLayout(windowWidth: number, portraitOuterWidth: number, columnClasses: readonly string[]): TestimonialLayout {
  if (windowWidth <= 767) return 'reset';
  const desktop = windowWidth > 959;
  const narrow = (desktop ? NARROW_ON_DESKTOP : NARROW_ON_TABLET).some((name) => columnClasses.includes(name));
  return { capPortrait: desktop && portraitOuterWidth > PORTRAIT_CAP_PX, indentPx: narrow ? 0 : portraitOuterWidth };
}
