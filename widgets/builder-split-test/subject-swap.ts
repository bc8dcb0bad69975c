// The cache-plugin path (reference §19, `is_cache_plugin_active` "yes"): the cached page holds hidden placeholders
// `.et_pb_subject_placeholder_id_<postID>_<subjectID>` for every subject; one POST per test, `et_pb_ab_get_subject_id`
// with `et_frontend_nonce` and `et_pb_ab_test_id`, answers `{id, content}`: the content, sanitised, takes the place of
// that subject's placeholder (the widgets in it then mount, as in any inserted HTML). Once every test answered —
// or failed: unlike the theme, a lost answer does not leave the page waiting forever — the remaining placeholders
// are removed and `et_pb_ab_subject_ready` is fired on body through the events bridge. Run by the page's first
// placeholder only.
import { asRecord, asString } from '../../core/config/json-values.ts';
import { emit } from '../../core/events/bridge.ts';
import { loadSanitizer, sanitizeToFragment } from '../../core/dom/sanitize.ts';
import { formBody } from '../../core/http/form-body.ts';
import { requestJson } from '../../core/http/request.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { placeholderSelector } from './split-test-markup.ts';
import type { SplitTest, SplitTestSettings } from './split-test-settings.ts';

const PLACEHOLDER = '.et_pb_subject_placeholder';

interface Subject {
  test: SplitTest;
  id: string;
  content: string;
}

async function chosenSubject(test: SplitTest, settings: SplitTestSettings, signal: AbortSignal): Promise<Subject | null> {
  const { data } = await requestJson<unknown>(settings.ajaxUrl, {
    method: 'POST',
    body: formBody({ action: 'et_pb_ab_get_subject_id', et_frontend_nonce: settings.frontendNonce, et_pb_ab_test_id: test.postId }),
    timeout: settings.requestTimeout,
    signal,
  });
  const answer = asRecord(data);
  const id = typeof answer.id === 'number' ? String(answer.id) : asString(answer.id);
  const content = asString(answer.content);
  return id && /^\w+$/.test(id) && content !== undefined ? { test, id, content } : null;
}

/** Every answer is in before anything is swapped: the first placeholder (this mount's element) goes last. */
export function swapPlaceholders(context: MountContext<NoAttributes>, settings: SplitTestSettings): void {
  if (!settings.active || !settings.cachePluginActive || document.querySelector(PLACEHOLDER) !== context.element) return;
  const { signal } = context;
  const answers = Promise.allSettled(settings.tests.map((test) => chosenSubject(test, settings, signal)));
  void Promise.all([answers, loadSanitizer()]).then(
    context.guard(([settled]: [PromiseSettledResult<Subject | null>[], unknown]) => {
      if (signal.aborted) return;
      for (const result of settled) {
        const subject = result.status === 'fulfilled' ? result.value : null;
        if (subject) document.querySelector(placeholderSelector(subject.test.postId, subject.id))?.replaceWith(sanitizeToFragment(subject.content));
      }
      for (const placeholder of document.querySelectorAll(PLACEHOLDER)) placeholder.remove();
      emit('et_pb_ab_subject_ready');
    }),
  );
}
