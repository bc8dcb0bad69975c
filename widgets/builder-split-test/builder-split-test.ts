// The builder-split-test widget's chunk, on one of the theme's split-test markers (builder-split-test.widget.ts):
// the placeholders' swap (subject-swap.ts), the thank-you page's and the tracking shortcode's conversions
// (conversions.ts), the subject's page read (page-read.ts), the goal's view, read, click and conversion
// (goal-tracking.ts). Nothing is logged in the page builder's editing view, nor where the theme's own bundle runs
// (it logs itself). It changes nothing visible and adds no control: it takes no key.
import { builderBundleRuns } from '../../core/dom/builder-bundle.ts';
import { isBuilderEditing } from '../../core/dom/builder-mode.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { logShopConversion, logShortcodeConversion } from './conversions.ts';
import { trackGoal } from './goal-tracking.ts';
import { trackPageRead } from './page-read.ts';
import { readSplitTestSettings } from './split-test-settings.ts';
import { swapPlaceholders } from './subject-swap.ts';

export function mount(context: MountContext<NoAttributes>): void {
  if (builderBundleRuns() || isBuilderEditing()) return;
  const element = context.element;
  const settings = readSplitTestSettings();
  if (element.matches('.et_pb_subject_placeholder')) return swapPlaceholders(context, settings);
  if (element.matches('.et_pb_ab_shop_conversion')) return logShopConversion(settings);
  if (element.matches('.et_pb_ab_split_track')) return logShortcodeConversion(element, settings);
  if (element.matches('.et_pb_ab_subject')) trackPageRead(context, settings);
  if (element.matches('.et_pb_ab_goal')) trackGoal(context, settings);
}
