// Declaration of the builder-split-test widget: Divi Leads' split-test logging (reference §19). It mounts on the
// markers the theme prints only where a test runs — the chosen subject (`.et_pb_ab_subject`), the goal
// (`.et_pb_ab_goal`), the cache-plugin placeholders (`.et_pb_subject_placeholder`), the thank-you page's shop
// conversion and the tracking shortcode — so a page without a test downloads nothing (a `body` mount would load the
// chunk on every page). Each event of a test belongs to one marker: the page read to the test's first subject, the
// goal's view, read, click and conversion to its goal, the placeholders' swap to the first placeholder; so one mount
// logs each event once (its cookie checked first, as the theme does) and its cleanup only undoes its own timers and
// observers. At once: the bounce timer counts from the page's load, and a goal at the top is seen at once.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const builderSplitTestWidget = defineWidget({
  name: 'builder-split-test',
  selectors: ['.et_pb_ab_subject', '.et_pb_ab_goal', '.et_pb_subject_placeholder', '.et_pb_ab_shop_conversion', '.et_pb_ab_split_track'],
  load: 'ready',
  module: () => import('./builder-split-test.ts'),
});
