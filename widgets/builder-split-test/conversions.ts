// Conversions counted on another page (reference §19): the thank-you page's `div.et_pb_ab_shop_conversion` logs
// `con_goal` for the test a shop-module goal click left in the cookie `et_pb_ab_shop_log`, and each
// `div.et_pb_ab_split_track[data-test_id]` (the tracking shortcode) logs `con_short` for the test its cookie
// `et_pb_ab_shortcode_track_<postID>` names (page-read.ts); the cookie is removed once used, so a reload logs nothing.
// A cookie that is not `<postID>_<subjectID>_<testID>` is removed and logs nothing.
import { cookieValue, removeCookie } from './split-test-cookies.ts';
import type { SplitTestSettings } from './split-test-settings.ts';
import { logEvent, type RecordType } from './stats-log.ts';

function logFromCookie(name: string, record: RecordType, settings: SplitTestSettings): void {
  const value = cookieValue(name);
  if (value === undefined || value === '') return;
  removeCookie(name);
  const match = /^(\d+)_(\w+?)_(\d+)$/.exec(value);
  if (match) void logEvent({ record, postId: match[1]!, subjectId: match[2]!, testId: match[3]! }, settings);
}

export function logShopConversion(settings: SplitTestSettings): void {
  logFromCookie('et_pb_ab_shop_log', 'con_goal', settings);
}

export function logShortcodeConversion(tracker: HTMLElement, settings: SplitTestSettings): void {
  const testId = tracker.dataset['test_id']?.trim() ?? '';
  if (/^\d+$/.test(testId)) logFromCookie(`et_pb_ab_shortcode_track_${testId}`, 'con_short', settings);
}
