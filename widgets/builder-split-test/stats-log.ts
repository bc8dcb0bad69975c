// One split-test event logged as the theme logs it (reference §19): first its cookie
// `et_pb_ab_<record>_<postID><testID><subjectID>` = `true` for 365 days on `/` (no subject for click_goal and
// con_short), set before the request as the theme does, so a reload — or a failed request — never counts it twice
// (a lost record is preferred over a double one); then one form-encoded POST to admin-ajax, `et_pb_update_stats_table`
// with `stats_data_array` = JSON `{test_id: <post id>, subject_id, record_type}` and `et_ab_log_nonce`, under the
// page's time-out and `keepalive` (a click goal is often a link leaving the page). A failed request is not retried
// and shows nothing: the returned promise always resolves.
import { formBody } from '../../core/http/form-body.ts';
import { requestText } from '../../core/http/request.ts';
import { cookieValue, setCookie } from './split-test-cookies.ts';
import type { SplitTestSettings } from './split-test-settings.ts';

export type RecordType = 'read_page' | 'view_goal' | 'read_goal' | 'click_goal' | 'con_goal' | 'con_short';

export interface StatsEvent {
  record: RecordType;
  postId: string;
  testId: string;
  subjectId: string;
}

const COOKIE_DAYS = 365;

export function eventCookieName({ record, postId, testId, subjectId }: StatsEvent): string {
  const subject = record === 'click_goal' || record === 'con_short' ? '' : subjectId;
  return `et_pb_ab_${record}_${postId}${testId}${subject}`;
}

export function alreadyLogged(event: StatsEvent): boolean {
  return cookieValue(eventCookieName(event)) === 'true';
}

export async function logEvent(event: StatsEvent, settings: SplitTestSettings): Promise<void> {
  setCookie(eventCookieName(event), 'true', COOKIE_DAYS);
  const statsData = JSON.stringify({ test_id: Number(event.postId), subject_id: event.subjectId, record_type: event.record });
  try {
    await requestText(settings.ajaxUrl, {
      method: 'POST',
      body: formBody({ action: 'et_pb_update_stats_table', stats_data_array: statsData, et_ab_log_nonce: settings.logNonce }),
      keepalive: true,
      timeout: settings.requestTimeout,
    });
  } catch {
    // A lost record: the statistics miss one event, the visitor sees nothing, the cookie keeps it from a retry.
  }
}
