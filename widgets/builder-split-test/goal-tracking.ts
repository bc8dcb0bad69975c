// The test's goal module (reference §19): `view_goal` when it enters the top 80 % of the viewport (the theme's
// waypoint at offset 80 %), `read_goal` when it is still there 3000 ms later (re-armed each time it comes back),
// `click_goal` on a click of its button (`.et_pb_button`, the module itself or inside it) or, for a goal without a
// button, on a click anywhere in it; a contact form or an opt-in goal logs `con_goal` instead when it is sent
// (core/events/form-sent.ts: the form's redirect waits for that log), and a shop module goal leaves the cookie
// `et_pb_ab_shop_log` = `<postID>_<subjectID>_<testID>` for the thank-you page (conversions.ts); a comments module
// goal's button leaves `et_pb_ab_comment_log_<postID><testID>` instead of a click, and the page reloaded on the posted
// comment (`#comment-` in its address) with that cookie logs `con_goal` and removes it. Each once per
// visitor (its cookie) and per page. When the subject is not on the page yet (the cache plugin's swap), the goal
// waits for `et_pb_ab_subject_ready`. No IntersectionObserver: no view or read goal.
import { BUILDER_FORM_SENT, type HoldRedirect } from '../../core/events/form-sent.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { cookieValue, removeCookie, setCookie } from './split-test-cookies.ts';
import { firstSubject, goalPostId, subjectOf } from './split-test-markup.ts';
import { testFor, type SplitTest, type SplitTestSettings } from './split-test-settings.ts';
import { alreadyLogged, logEvent, type RecordType } from './stats-log.ts';

export const READ_GOAL_MS = 3000;
/** The viewport's top 80 %: the theme's waypoint offset. */
const VIEW_LINE = '0px 0px -20% 0px';
const FORM_GOALS = '.et_pb_contact_form_container, .et_pb_newsletter';

function inViewLine(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.bottom > 0 && rect.top < window.innerHeight * 0.8 && rect.width + rect.height > 0;
}

function trackTest(context: MountContext<NoAttributes>, settings: SplitTestSettings, test: SplitTest, subjectId: string): void {
  const goal = context.element;
  const logged = new Set<RecordType>();
  /** Logs the event unless this page or the visitor's cookie did already; the request's promise, else null. */
  const log = (record: RecordType): Promise<void> | null => {
    const event = { record, postId: test.postId, testId: test.testId, subjectId };
    if (logged.has(record) || alreadyLogged(event)) return null;
    logged.add(record);
    return logEvent(event, settings);
  };

  if (goal.matches(FORM_GOALS)) {
    context.on(
      BUILDER_FORM_SENT,
      (module: unknown, hold: unknown) => {
        const sent = module === goal ? log('con_goal') : null;
        if (sent && typeof hold === 'function') (hold as HoldRedirect)(sent);
      },
      { target: goal },
    );
  } else {
    const buttons = goal.matches('.et_pb_module') && (goal.matches('.et_pb_button') || goal.querySelector('.et_pb_button') !== null);
    const comments = buttons && goal.matches('.et_pb_comments_module');
    const commentCookie = `et_pb_ab_comment_log_${test.postId}${test.testId}`;
    if (comments && window.location.href.includes('#comment-') && cookieValue(commentCookie) === 'true') {
      removeCookie(commentCookie);
      void log('con_goal');
    }
    context.listen(goal, 'click', (event) => {
      if (buttons && !(event.target as Element | null)?.closest('.et_pb_button')) return;
      if (comments && !logged.has('con_goal') && !alreadyLogged({ record: 'con_goal', postId: test.postId, testId: test.testId, subjectId })) {
        setCookie(commentCookie, 'true', 365);
        return;
      }
      if (goal.matches('.et_pb_shop') && !alreadyLogged({ record: 'con_goal', postId: test.postId, testId: test.testId, subjectId })) {
        setCookie('et_pb_ab_shop_log', `${test.postId}_${subjectId}_${test.testId}`, 365);
      }
      void log('click_goal');
    });
  }

  if (typeof IntersectionObserver !== 'function') return;
  let readTimer: ReturnType<typeof setTimeout> | undefined;
  const observer = new IntersectionObserver(
    context.guard((entries: IntersectionObserverEntry[]) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      void log('view_goal');
      if (readTimer !== undefined || logged.has('read_goal')) return;
      readTimer = setTimeout(
        context.guard(() => {
          readTimer = undefined;
          if (inViewLine(goal)) void log('read_goal');
        }),
        READ_GOAL_MS,
      );
    }),
    { rootMargin: VIEW_LINE },
  );
  observer.observe(goal);
  context.onCleanup(() => {
    observer.disconnect();
    clearTimeout(readTimer);
  });
}

export function trackGoal(context: MountContext<NoAttributes>, settings: SplitTestSettings): void {
  const postId = goalPostId(context.element);
  const test = postId === null ? undefined : testFor(settings, postId);
  if (!test) return;
  let started = false;
  const start = () => {
    const subject = firstSubject(test.postId);
    const subjectId = subject && subjectOf(subject)?.subjectId;
    if (started || !subjectId) return;
    started = true;
    trackTest(context, settings, test, subjectId);
  };
  start();
  if (!started) context.on('et_pb_ab_subject_ready', start);
}
