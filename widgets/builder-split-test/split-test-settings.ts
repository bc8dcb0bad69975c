// What the split test needs from the theme's localized `et_pb_custom` (reference §30; every value a string, as
// wp_localize_script prints them): the admin-ajax URL (else the page config's), the two nonces, the page's tests
// (`ab_tests`, entries `{post_id, test_id}` — a test without a numeric post id is skipped, one without a test id
// takes `unique_test_id`), the bounce time in seconds (`ab_bounce_rate`, 5 unless a positive number), the cache
// plugin flag (`"yes"`) and the shortcode tracking flag (`"on"`); and the page config's request time-out.
import { builderParams } from '../../core/config/builder-params.ts';
import { asLegacyFlag, asRecord, asString } from '../../core/config/json-values.ts';
import { pageConfig } from '../../core/config/page-config.ts';

export interface SplitTest {
  postId: string;
  testId: string;
}

export interface SplitTestSettings {
  active: boolean;
  ajaxUrl: string;
  logNonce: string;
  frontendNonce: string;
  tests: SplitTest[];
  bounceMs: number;
  cachePluginActive: boolean;
  shortcodeTracking: boolean;
  requestTimeout: number;
}

const DEFAULT_BOUNCE_S = 5;

function idText(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : asString(value)?.trim();
  return text && /^\d+$/.test(text) ? text : undefined;
}

function readTests(value: unknown, uniqueTestId: string): SplitTest[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const { post_id: postId, test_id: testId } = asRecord(entry);
    const post = idText(postId);
    return post ? [{ postId: post, testId: idText(testId) ?? uniqueTestId }] : [];
  });
}

function seconds(value: unknown): number {
  const parsed = Number(typeof value === 'string' && value.trim() === '' ? NaN : value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : DEFAULT_BOUNCE_S;
}

export function readSplitTestSettings(win: Window = window): SplitTestSettings {
  const theme = builderParams(win);
  const config = pageConfig();
  return {
    active: asLegacyFlag(theme.is_ab_testing_active) ?? false,
    ajaxUrl: asString(theme.ajaxurl)?.trim() || config.ajaxUrl,
    logNonce: asString(theme.et_ab_log_nonce) ?? '',
    frontendNonce: asString(theme.et_frontend_nonce) ?? '',
    tests: readTests(theme.ab_tests, idText(theme.unique_test_id) ?? ''),
    bounceMs: seconds(theme.ab_bounce_rate) * 1000,
    cachePluginActive: theme.is_cache_plugin_active === 'yes',
    shortcodeTracking: theme.is_shortcode_tracking === 'on',
    requestTimeout: config.requestTimeout,
  };
}

export function testFor(settings: SplitTestSettings, postId: string): SplitTest | undefined {
  return settings.active ? settings.tests.find((test) => test.postId === postId) : undefined;
}
