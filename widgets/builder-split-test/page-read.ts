// The test's subject, on its first subject element: `read_page` once the visitor has stayed `ab_bounce_rate`
// seconds (a visit left sooner is a bounce and logs nothing), and, with shortcode tracking on, the cookie
// `et_pb_ab_shortcode_track_<postID>` = `<postID>_<subjectID>_<testID>` (365 days) that a page holding the tracking
// shortcode turns into `con_short` (conversions.ts); neither when its cookie says it was logged already.
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { setCookie } from './split-test-cookies.ts';
import { firstSubject, subjectOf } from './split-test-markup.ts';
import { testFor, type SplitTestSettings } from './split-test-settings.ts';
import { alreadyLogged, logEvent } from './stats-log.ts';

export function trackPageRead(context: MountContext<NoAttributes>, settings: SplitTestSettings): void {
  const subject = subjectOf(context.element);
  if (!subject || firstSubject(subject.postId) !== context.element) return;
  const test = testFor(settings, subject.postId);
  if (!test) return;
  const event = (record: 'read_page' | 'con_short') => ({ record, postId: test.postId, testId: test.testId, subjectId: subject.subjectId });
  if (settings.shortcodeTracking && !alreadyLogged(event('con_short'))) {
    setCookie(`et_pb_ab_shortcode_track_${test.postId}`, `${test.postId}_${subject.subjectId}_${test.testId}`, 365);
  }
  if (alreadyLogged(event('read_page'))) return;
  const timer = setTimeout(
    context.guard(() => void logEvent(event('read_page'), settings)),
    settings.bounceMs,
  );
  context.onCleanup(() => clearTimeout(timer));
}
