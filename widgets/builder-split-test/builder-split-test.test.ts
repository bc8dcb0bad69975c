// The split-test logging: `et_pb_custom` read with its fallbacks; the page read after the bounce time; the goal's
// view, read (3000 ms later, only if still in the viewport's top 80 %), click and form conversion (the form's
// redirect waiting for it); each event once per test (its cookie, so a reload logs nothing; failed requests not
// retried); shop and shortcode conversions; the cache plugin's swap and `et_pb_ab_subject_ready`; nothing in the
// builder's editing view or without a test; timers and observers gone at unmount.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '../../core/events/bridge.ts';
import { announceFormSent } from '../../core/events/form-sent.ts';
import { stubFetch, type PendingFetch } from '../../core/http/fetch-stub.ts';
import type { NoAttributes } from '../../core/registry/define-widget.ts';
import { intersectionObserverDouble } from '../../core/testing/intersection-observer-double.ts';
import { testMount, type TestMount } from '../../core/testing/test-mount.ts';
import { mount } from './builder-split-test.ts';
import { readSplitTestSettings } from './split-test-settings.ts';

const win = window as unknown as { et_pb_custom?: unknown };
const THEME = {
  ajaxurl: '/wp-admin/admin-ajax.php',
  et_ab_log_nonce: 'ab-n0nce',
  et_frontend_nonce: 'fe-n0nce',
  is_ab_testing_active: '1',
  ab_tests: [{ post_id: 412, test_id: '7' }],
  page_id: '412',
  unique_test_id: '7',
  ab_bounce_rate: '5',
  is_cache_plugin_active: 'no',
  is_shortcode_tracking: '',
};

const SUBJECT = '<div class="et_pb_module et_pb_text et_pb_text_0 et_pb_ab_subject et_pb_ab_subject_id-412_2"><p>Variante B</p></div>';
const GOAL = '<div class="et_pb_button_module_wrapper et_pb_button_0_wrapper"><a class="et_pb_button et_pb_button_0 et_pb_module et_pb_ab_goal et_pb_ab_goal_id-412" href="/produit/stage/">Réserver</a></div>';
const GOAL_TEXT = '<div class="et_pb_module et_pb_text et_pb_text_1 et_pb_ab_goal et_pb_ab_goal_id-412"><p>Le programme <a href="#programme">du stage</a></p></div>';
const CONTACT_GOAL = '<div class="et_pb_module et_pb_contact_form_container et_pb_contact_form_0 et_pb_ab_goal et_pb_ab_goal_id-412" data-redirect_url="/merci/"><form class="et_pb_contact_form"><button class="et_pb_contact_submit et_pb_button">Envoyer</button></form></div>';

const viewport = intersectionObserverDouble();
const enterView = (intersecting = true) => viewport.intersect(intersecting);
let fetches: PendingFetch[];
let mounts: TestMount<NoAttributes>[];

function clearCookies(): void {
  for (const pair of document.cookie.split('; ')) {
    const name = pair.split('=')[0];
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  win.et_pb_custom = { ...THEME };
  mounts = [];
  fetches = stubFetch();
  viewport.install();
});

afterEach(() => {
  for (const mounting of mounts) mounting.unmount();
  delete win.et_pb_custom;
  document.body.className = '';
  document.body.innerHTML = '';
  clearCookies();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Mounts the widget on every marker of the page, as the registry does. */
function page(html: string): void {
  document.body.innerHTML = html;
  mountMarkers();
}

function mountMarkers(): void {
  for (const element of document.querySelectorAll<HTMLElement>('.et_pb_ab_subject, .et_pb_ab_goal, .et_pb_subject_placeholder, .et_pb_ab_shop_conversion, .et_pb_ab_split_track')) {
    const mounting = testMount<NoAttributes>(element);
    mount(mounting.context);
    mounts.push(mounting);
  }
}

function reload(): void {
  for (const mounting of mounts.splice(0)) mounting.unmount();
  page(document.body.innerHTML);
}

const logged = () =>
  fetches
    .filter((call) => (call.init.body as URLSearchParams).get('action') === 'et_pb_update_stats_table')
    .map((call) => JSON.parse((call.init.body as URLSearchParams).get('stats_data_array')!) as { record_type: string });
const records = () => logged().map((entry) => entry.record_type);
/** The goal's records (the subject's page read comes 5 s after mount). */
const goalRecords = () => records().filter((record) => record !== 'read_page');

function placeGoal(top: number): void {
  const goal = document.querySelector('.et_pb_ab_goal')!;
  vi.spyOn(goal, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + 40, left: 0, right: 200, width: 200, height: 40, x: 0, y: top, toJSON: () => ({}) });
}

describe('the theme’s settings', () => {
  it('are read as strings, with the bounce time in ms and the unique test id for a test without one', () => {
    win.et_pb_custom = { ...THEME, ab_bounce_rate: '2', ab_tests: [{ post_id: '412' }, { post_id: 'abc', test_id: 3 }, null, 'x'], is_cache_plugin_active: 'yes', is_shortcode_tracking: 'on' };
    expect(readSplitTestSettings()).toMatchObject({ active: true, bounceMs: 2000, tests: [{ postId: '412', testId: '7' }], cachePluginActive: true, shortcodeTracking: true, logNonce: 'ab-n0nce' });
  });

  it('fall back when garbled: bounce 5 s, no tests, inactive, the page config’s ajax URL', () => {
    win.et_pb_custom = { ab_bounce_rate: 'vite', ab_tests: 'aucun', is_ab_testing_active: '' };
    expect(readSplitTestSettings()).toMatchObject({ active: false, bounceMs: 5000, tests: [], cachePluginActive: false, shortcodeTracking: false, logNonce: '' });
    expect(readSplitTestSettings().ajaxUrl).not.toBe('');
    win.et_pb_custom = { ab_bounce_rate: '-3' };
    expect(readSplitTestSettings().bounceMs).toBe(5000);
    delete win.et_pb_custom;
    expect(readSplitTestSettings()).toMatchObject({ active: false, tests: [], bounceMs: 5000 });
  });
});

describe('the page read', () => {
  it('is logged after the bounce time as the theme posts it, with its cookie, and once per visitor', async () => {
    page(SUBJECT);
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetches).toHaveLength(1);
    expect(fetches[0]!.url).toBe('/wp-admin/admin-ajax.php');
    expect(fetches[0]!.init.method).toBe('POST');
    expect([...(fetches[0]!.init.body as URLSearchParams)]).toEqual([
      ['action', 'et_pb_update_stats_table'],
      ['stats_data_array', '{"test_id":412,"subject_id":"2","record_type":"read_page"}'],
      ['et_ab_log_nonce', 'ab-n0nce'],
    ]);
    expect(document.cookie).toContain('et_pb_ab_read_page_41272=true');
    fetches[0]!.respond('');
    reload();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetches).toHaveLength(1);
  });

  it('is not logged when the visitor leaves before the bounce time (unmount clears the timer)', async () => {
    page(SUBJECT);
    await vi.advanceTimersByTimeAsync(3000);
    for (const mounting of mounts.splice(0)) mounting.unmount();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetches).toHaveLength(0);
  });

  it('is logged by the test’s first subject only, and not at all for a page without that test', async () => {
    page(`${SUBJECT}<div class="et_pb_module et_pb_image et_pb_ab_subject et_pb_ab_subject_id-412_2"></div><div class="et_pb_ab_subject et_pb_ab_subject_id-999_1"></div>`);
    await vi.advanceTimersByTimeAsync(5000);
    expect(records()).toEqual(['read_page']);
  });

  it('leaves the shortcode tracking cookie when the test tracks a shortcode', () => {
    win.et_pb_custom = { ...THEME, is_shortcode_tracking: 'on' };
    page(SUBJECT);
    expect(document.cookie).toContain('et_pb_ab_shortcode_track_412=412_2_7');
  });
});

describe('the goal', () => {
  it('logs view_goal when it enters the viewport’s top 80 %, read_goal 3000 ms later when it is still there', async () => {
    page(`${SUBJECT}${GOAL}`);
    expect(viewport.observed()[0]!.options?.rootMargin).toBe('0px 0px -20% 0px');
    placeGoal(300);
    enterView();
    expect(goalRecords()).toEqual(['view_goal']);
    await vi.advanceTimersByTimeAsync(2999);
    expect(goalRecords()).toEqual(['view_goal']);
    await vi.advanceTimersByTimeAsync(1);
    expect(goalRecords()).toEqual(['view_goal', 'read_goal']);
    expect(logged()[1]).toEqual({ test_id: 412, subject_id: '2', record_type: 'read_goal' });
    enterView();
    await vi.advanceTimersByTimeAsync(3000);
    expect(goalRecords()).toEqual(['view_goal', 'read_goal']);
  });

  it('logs no read_goal when it was scrolled away within 3000 ms, and arms again when it comes back', async () => {
    page(`${SUBJECT}${GOAL}`);
    placeGoal(300);
    enterView();
    placeGoal(window.innerHeight * 0.9);
    await vi.advanceTimersByTimeAsync(3000);
    expect(goalRecords()).toEqual(['view_goal']);
    placeGoal(100);
    enterView();
    await vi.advanceTimersByTimeAsync(3000);
    expect(goalRecords()).toEqual(['view_goal', 'read_goal']);
  });

  it('logs click_goal once on a click of its button, with the cookie without subject', () => {
    page(`${SUBJECT}${GOAL}`);
    const button = document.querySelector<HTMLAnchorElement>('.et_pb_button')!;
    button.addEventListener('click', (event) => event.preventDefault());
    button.click();
    button.click();
    expect(goalRecords()).toEqual(['click_goal']);
    expect(document.cookie).toContain('et_pb_ab_click_goal_4127=true');
  });

  it('logs nothing already in its cookies after a reload, and a click anywhere in a goal without a button', () => {
    page(`${SUBJECT}${GOAL_TEXT}`);
    document.querySelector<HTMLElement>('.et_pb_text_1 p')!.click();
    expect(goalRecords()).toEqual(['click_goal']);
    reload();
    document.querySelector<HTMLElement>('.et_pb_text_1 p')!.click();
    expect(goalRecords()).toEqual(['click_goal']);
  });

  it('logs con_goal when its contact form is sent, and the form’s redirect waits for that request', async () => {
    page(`${SUBJECT}${CONTACT_GOAL}`);
    const container = document.querySelector<HTMLElement>('.et_pb_contact_form_container')!;
    container.querySelector('button')!.addEventListener('click', (event) => event.preventDefault());
    container.querySelector('button')!.click();
    expect(goalRecords()).toEqual([]);
    let announced = false;
    const announcing = announceFormSent(container, 5000).then(() => (announced = true));
    expect(goalRecords()).toEqual(['con_goal']);
    await vi.advanceTimersByTimeAsync(100);
    expect(announced).toBe(false);
    fetches[0]!.respond('');
    await announcing;
    expect(announced).toBe(true);
    await announceFormSent(container, 5000);
    expect(goalRecords()).toEqual(['con_goal']);
  });

  it('does not convert on another module’s form', async () => {
    page(`${SUBJECT}${CONTACT_GOAL}<div class="et_pb_module et_pb_newsletter et_pb_signup_0"></div>`);
    await announceFormSent(document.querySelector<HTMLElement>('.et_pb_newsletter')!, 5000);
    expect(goalRecords()).toEqual([]);
  });

  it('waits for et_pb_ab_subject_ready when its subject is not on the page yet', () => {
    page(GOAL);
    expect(viewport.observed()).toHaveLength(0);
    document.body.insertAdjacentHTML('afterbegin', SUBJECT);
    document.body.dispatchEvent(new CustomEvent('et_pb_ab_subject_ready', { bubbles: true }));
    expect(viewport.observed()).toHaveLength(1);
    document.querySelector<HTMLElement>('.et_pb_ab_goal')!.addEventListener('click', (event) => event.preventDefault());
    document.querySelector<HTMLElement>('.et_pb_ab_goal')!.click();
    expect(logged()).toEqual([{ test_id: 412, subject_id: '2', record_type: 'click_goal' }]);
  });

  it('stops watching at unmount: no read_goal after, no observer left', async () => {
    page(`${SUBJECT}${GOAL}`);
    placeGoal(300);
    enterView();
    for (const mounting of mounts.splice(0)) mounting.unmount();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(goalRecords()).toEqual(['view_goal']);
    expect(viewport.observed()).toHaveLength(0);
  });
});

describe('a failed log request', () => {
  it('is not retried, throws nothing, and its cookie keeps the event from being logged again', async () => {
    page(`${SUBJECT}${GOAL}`);
    const button = document.querySelector<HTMLAnchorElement>('.et_pb_button')!;
    button.addEventListener('click', (event) => event.preventDefault());
    button.click();
    fetches[0]!.respond('0', { status: 500 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(records()).toEqual(['click_goal', 'read_page']);
    reload();
    document.querySelector<HTMLAnchorElement>('.et_pb_button')!.addEventListener('click', (event) => event.preventDefault());
    document.querySelector<HTMLAnchorElement>('.et_pb_button')!.click();
    expect(records()).toEqual(['click_goal', 'read_page']);
    expect(mounts.flatMap((mounting) => mounting.errors)).toEqual([]);
  });
});

describe('conversions on other pages', () => {
  it('the thank-you page logs the shop goal’s con_goal from its cookie, then removes the cookie', () => {
    document.cookie = 'et_pb_ab_shop_log=412_2_7; path=/';
    page('<div class="et_pb_ab_shop_conversion"></div>');
    expect(logged()).toEqual([{ test_id: 412, subject_id: '2', record_type: 'con_goal' }]);
    expect(document.cookie).not.toContain('et_pb_ab_shop_log=');
    reload();
    expect(records()).toEqual(['con_goal']);
  });

  it('the tracking shortcode logs con_short from its test’s cookie once, and ignores a garbled cookie', () => {
    document.cookie = 'et_pb_ab_shortcode_track_412=412_2_7; path=/';
    document.cookie = 'et_pb_ab_shortcode_track_500=n%27importe%20quoi; path=/';
    page('<div class="et_pb_ab_split_track" style="display:none" data-test_id="412"></div><div class="et_pb_ab_split_track" data-test_id="412"></div><div class="et_pb_ab_split_track" data-test_id="500"></div><div class="et_pb_ab_split_track" data-test_id=""></div>');
    expect(logged()).toEqual([{ test_id: 412, subject_id: '2', record_type: 'con_short' }]);
    expect(document.cookie).not.toContain('et_pb_ab_shortcode_track_');
  });

  it('a comments module goal: its button leaves the comment cookie, the page back on the posted comment logs con_goal once', () => {
    const COMMENTS = '<div class="et_pb_module et_pb_comments_module et_pb_comments_0 et_pb_ab_goal et_pb_ab_goal_id-412"><form><button class="submit et_pb_button">Publier</button></form></div>';
    page(`${SUBJECT}${COMMENTS}`);
    const submit = document.querySelector<HTMLButtonElement>('.et_pb_comments_module button')!;
    submit.addEventListener('click', (event) => event.preventDefault());
    submit.click();
    expect(records()).toEqual([]);
    expect(document.cookie).toContain('et_pb_ab_comment_log_4127=true');
    history.replaceState(null, '', '#comment-12');
    reload();
    expect(records()).toEqual(['con_goal']);
    expect(document.cookie).not.toContain('et_pb_ab_comment_log_');
    reload();
    history.replaceState(null, '', window.location.pathname);
    expect(records()).toEqual(['con_goal']);
  });

  it('a shop module goal leaves the thank-you page’s cookie on click', () => {
    page(`${SUBJECT}<div class="et_pb_module et_pb_shop et_pb_shop_0 et_pb_ab_goal et_pb_ab_goal_id-412"><a href="#produit">Produit</a></div>`);
    const link = document.querySelector<HTMLElement>('.et_pb_shop a')!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(document.cookie).toContain('et_pb_ab_shop_log=412_2_7');
  });
});

describe('the cache plugin’s placeholders', () => {
  const PLACEHOLDERS = '<div class="et_pb_subject_placeholder et_pb_subject_placeholder_id_412_1" style="display:none"></div><div class="et_pb_subject_placeholder et_pb_subject_placeholder_id_412_2" style="display:none"></div>';

  it('are swapped with the chosen subject, sanitised, then removed, and et_pb_ab_subject_ready fires once', async () => {
    win.et_pb_custom = { ...THEME, is_cache_plugin_active: 'yes' };
    const ready = vi.fn();
    const off = on('et_pb_ab_subject_ready', ready);
    page(PLACEHOLDERS);
    expect(fetches).toHaveLength(1);
    expect([...(fetches[0]!.init.body as URLSearchParams)]).toEqual([
      ['action', 'et_pb_ab_get_subject_id'],
      ['et_frontend_nonce', 'fe-n0nce'],
      ['et_pb_ab_test_id', '412'],
    ]);
    fetches[0]!.respond({ id: '2', content: `${SUBJECT.replace('</p>', '</p><img src="x" onerror="alert(1)">')}` });
    await vi.waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
    off();
    expect(document.querySelector('.et_pb_subject_placeholder')).toBeNull();
    expect(document.querySelector('.et_pb_ab_subject_id-412_2')?.textContent).toBe('Variante B');
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('are removed and ready still fires when the answer fails', async () => {
    win.et_pb_custom = { ...THEME, is_cache_plugin_active: 'yes' };
    const ready = vi.fn();
    const off = on('et_pb_ab_subject_ready', ready);
    page(PLACEHOLDERS);
    fetches[0]!.respond('erreur', { status: 500 });
    await vi.waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
    off();
    expect(document.querySelector('.et_pb_subject_placeholder')).toBeNull();
  });

  it('are left alone without the cache flag', () => {
    page(PLACEHOLDERS);
    expect(fetches).toHaveLength(0);
  });
});

describe('where nothing is logged', () => {
  it('in the page builder’s editing view', async () => {
    document.body.className = 'et-fb';
    document.body.innerHTML = `${SUBJECT}${GOAL}`;
    mountMarkers();
    document.querySelector<HTMLAnchorElement>('.et_pb_button')!.addEventListener('click', (event) => event.preventDefault());
    document.querySelector<HTMLAnchorElement>('.et_pb_button')!.click();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetches).toHaveLength(0);
    expect(viewport.observed()).toHaveLength(0);
    expect(document.cookie).toBe('');
  });

  it('when testing is not active, or the goal names another test', async () => {
    win.et_pb_custom = { ...THEME, is_ab_testing_active: '' };
    page(`${SUBJECT}${GOAL}`);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetches).toHaveLength(0);
    win.et_pb_custom = { ...THEME };
    page(`${SUBJECT}${GOAL.replace('goal_id-412', 'goal_id-77')}`);
    expect(viewport.observed()).toHaveLength(0);
  });
});
