// The Blog / Portfolio modules' ajax pagination: the module's identity and its container in an answer, the cache
// per address and module, which clicks are taken, which failures are used or followed, and a mounted module: the
// swap, the focus and the announcement, a second click ignored, a page from the cache, every failure followed,
// the 404 page's rule, the layout preview's POST and the cleanup.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../core/http/http-error.ts';
import { stubFetch, type PendingFetch } from '../../core/http/fetch-stub.ts';
import type { NoAttributes } from '../../core/registry/define-widget.ts';
import { testMount, type TestMount } from '../../core/testing/test-mount.ts';
import { mount } from './builder-ajax-pagination.ts';
import { LOADING_OPACITY } from './module-loading.ts';
import { moduleSelector, ownContainer } from './module-selector.ts';
import { PageCache, pageKey } from './page-cache.ts';
import { pageAnnouncement, pageNumber } from './page-shown.ts';
import { paginationTarget } from './pagination-link.ts';
import { usableFailure } from './pagination-request.ts';

const GRID = 'et_pb_module et_pb_blog_0 et_pb_blog_grid_wrapper et_pb_bg_layout_light';
const LIST = 'et_pb_module et_pb_blog_1 et_pb_posts et_pb_bg_layout_light';

function posts(page: number, titles: string[]): string {
  return titles.map((title, index) => `<article id="post-${page}${index}" class="et_pb_post clearfix"><h2 class="entry-title"><a href="/le-journal/${title}/">${title} (page ${page})</a></h2></article>`).join('');
}

function pagination(older: number | null, newer: number | null): string {
  const link = (page: number, text: string) => `<a href="/le-journal/${page > 1 ? `page/${page}/` : ''}?et_blog">${text}</a>`;
  return `<div><div class="pagination clearfix"><div class="alignleft">${older ? link(older, '« Articles plus anciens') : ''}</div><div class="alignright">${newer ? link(newer, 'Articles plus récents »') : ''}</div></div></div>`;
}

function modules(page: number): string {
  const older = page < 3 ? page + 1 : null;
  const newer = page > 1 ? page - 1 : null;
  return `<div id="actualites" class="${GRID}"><div class="et_pb_blog_grid clearfix"><div class="et_pb_ajax_pagination_container"><div class="et_pb_salvattore_content" data-columns>${posts(page, ['stage', 'gateau'])}</div>${pagination(older, newer)}</div></div></div>`
    + `<div class="${LIST}"><div class="et_pb_ajax_pagination_container">${posts(page, ['liste'])}${pagination(older, newer)}</div></div>`;
}

const answerPage = (page: number) => `<!DOCTYPE html><html><body class="page"><script>window.bad = 1</script>${modules(page)}</body></html>`;
const grid = () => document.getElementById('actualites')!;
const olderLink = (module: Element) => module.querySelector<HTMLAnchorElement>('.alignleft a')!;
const newerLink = (module: Element) => module.querySelector<HTMLAnchorElement>('.alignright a')!;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const liveRegion = () => document.querySelector('.widget_shopping_cart_live_region')?.textContent;

let mounted: TestMount<NoAttributes>[] = [];

type HappyDomWindow = Window & { happyDOM: { setURL(url: string): void } };

function setUp(bodyClass = 'page') {
  (window as unknown as HappyDomWindow).happyDOM.setURL('http://localhost:3000/le-journal/');
  document.body.className = bodyClass;
  document.body.innerHTML = modules(1);
  mounted = [grid(), document.querySelector<HTMLElement>('.et_pb_blog_1')!].map((module) => {
    const test = testMount<NoAttributes>(module);
    mount(test.context);
    return test;
  });
  return stubFetch();
}

/** Answers the last request and waits for the swap. */
async function answer(calls: PendingFetch[], body: string, init?: ResponseInit): Promise<void> {
  calls.at(-1)!.respond(body, init);
  await flush();
  await flush();
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  mounted.forEach((test) => test.unmount());
  mounted = [];
  document.body.className = '';
  document.body.innerHTML = '';
});

describe('the module’s identity', () => {
  it('is its class list without the animation and lazy-load classes, and finds the same module’s container in an answer', () => {
    const module = document.createElement('div');
    module.className = `${GRID} et_animated et-animated fadeTop et_had_animation lazyloaded mon-blog`;
    expect(moduleSelector(module)).toBe('.et_pb_module.et_pb_blog_0.et_pb_blog_grid_wrapper.et_pb_bg_layout_light.mon-blog');
    const answer = new DOMParser().parseFromString(answerPage(2), 'text/html');
    const found = answer.querySelectorAll(`.et_pb_module.et_pb_blog_1.et_pb_posts.et_pb_bg_layout_light .et_pb_ajax_pagination_container`);
    expect([...found].map((container) => container.textContent)).toEqual([expect.stringContaining('liste (page 2)')]);
  });

  it('has its own container only, not one of a module nested in it', () => {
    document.body.innerHTML = `<div class="${LIST}" id="outer"><div class="et_pb_module et_pb_blog_2 et_pb_posts"><div class="et_pb_ajax_pagination_container" id="inner"></div></div></div>`;
    expect(ownContainer(document.getElementById('outer')!)).toBeNull();
    expect(ownContainer(document.querySelector('.et_pb_blog_2')!)?.id).toBe('inner');
  });
});

describe('the cache', () => {
  it('keys a container by address and module, the server’s flag and the hash left out', () => {
    const base = 'https://atelier.test/le-journal/';
    expect(pageKey(`${base}?et_blog#haut`, '.et_pb_blog_0')).toBe(pageKey(base, '.et_pb_blog_0'));
    expect(pageKey(`${base}?et_blog`, '.et_pb_blog_0')).not.toBe(pageKey(`${base}?et_blog`, '.et_pb_blog_1'));
    expect(pageKey(`${base}page/2/?et_blog`, '.x')).not.toBe(pageKey(base, '.x'));
    expect(pageKey(`${base}?et_blog=2`, '.x')).not.toBe(pageKey(base, '.x'));
    const cache = new PageCache();
    const [first, second] = [document.createElement('div'), document.createElement('div')];
    cache.keep(base, '.x', first, false);
    cache.keep(`${base}?et_blog`, '.x', second, false);
    expect(cache.get(`${base}?et_portfolio`, '.x')).toBe(first);
    expect(cache.get(base, '.y')).toBeUndefined();
    cache.keep(base, '.x', second);
    expect(cache.get(base, '.x')).toBe(second);
  });
});

describe('the clicks taken', () => {
  const click = (target: Element, init: MouseEventInit = {}) => {
    let taken: URL | null = null;
    target.addEventListener('click', (event) => {
      taken = paginationTarget(event as MouseEvent, grid().querySelector('.et_pb_ajax_pagination_container')!);
      event.preventDefault(); // happy-dom would navigate
    }, { once: true });
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
    return taken as URL | null;
  };

  it('takes a plain primary click on a same-site page link of the module’s pagination only', () => {
    document.body.innerHTML = modules(1);
    const link = olderLink(grid());
    expect(click(link)?.href).toBe(new URL('/le-journal/page/2/?et_blog', window.location.href).href);
    for (const init of [{ button: 1 }, { button: 2 }, { ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }]) expect(click(link, init), JSON.stringify(init)).toBeNull();
    expect(click(grid().querySelector('.entry-title a')!), 'a post’s own link').toBeNull();
    for (const [attribute, value] of [['target', '_blank'], ['download', '']]) {
      link.setAttribute(attribute!, value!);
      expect(click(link), attribute).toBeNull();
      link.removeAttribute(attribute!);
    }
    for (const href of ['https://ailleurs.example/le-journal/page/2/?et_blog', 'javascript:alert(1)', 'mailto:atelier@exemple.fr']) {
      link.setAttribute('href', href);
      expect(click(link), href).toBeNull();
    }
  });
});

describe('the failures used', () => {
  it('uses a 404’s page only on a 404 page; nothing else', () => {
    const notFound = new HttpError('http', 'x', { status: 404, body: '<html></html>' });
    expect(usableFailure(notFound)).toBeNull();
    document.body.className = 'error404';
    expect(usableFailure(notFound)).toBe('<html></html>');
    expect(usableFailure(new HttpError('http', 'x', { status: 500, body: '<html></html>' }))).toBeNull();
    expect(usableFailure(new HttpError('timeout', 'x'))).toBeNull();
  });
});

describe('the announcement', () => {
  it('names the page number of the link and the module’s kind', () => {
    const url = (path: string) => new URL(path, 'https://atelier.test');
    expect([pageNumber(url('/le-journal/page/3/?et_blog')), pageNumber(url('/?paged=2&et_blog')), pageNumber(url('/le-journal/?et_blog')), pageNumber(url('/?paged=x'))]).toEqual([3, 2, 1, 1]);
    const portfolio = document.createElement('div');
    portfolio.className = 'et_pb_module et_pb_portfolio_0 et_pb_portfolio_grid clearfix';
    expect(pageAnnouncement(portfolio, url('/le-journal/page/2/?et_portfolio'))).toBe('Page 2 des projets chargée.');
    expect(pageAnnouncement(document.createElement('div'), url('/le-journal/page/2/?et_blog'))).toBe('Page 2 des articles chargée.');
  });
});

describe('a mounted module', () => {
  it('loads a page in place: faded and busy meanwhile, a second click ignored, only its own container replaced and sanitized, then the focus and the announcement', async () => {
    const calls = setUp();
    const otherBefore = document.querySelector('.et_pb_blog_1')!.innerHTML;
    const blogGrid = grid().querySelector('.et_pb_blog_grid');
    olderLink(grid()).click();
    const pending = grid().querySelector<HTMLElement>('.et_pb_ajax_pagination_container')!;
    expect(pending.inert).toBe(true);
    pending.inert = false; // happy-dom does not stop clicks on inert content, a browser does
    olderLink(grid()).click();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(new URL('/le-journal/page/2/?et_blog', window.location.href).href);
    expect(calls[0]!.init.method).toBe('GET');
    expect(grid().getAttribute('aria-busy')).toBe('true');
    expect(grid().style.opacity).toBe(LOADING_OPACITY);
    await answer(calls, answerPage(2));
    expect(grid().querySelector('.et_pb_blog_grid'), 'the module and its grid stay').toBe(blogGrid);
    expect(pending.isConnected).toBe(false);
    expect([...grid().querySelectorAll('.entry-title a')].map((link) => link.textContent)).toEqual(['stage (page 2)', 'gateau (page 2)']);
    expect(grid().querySelector('script')).toBeNull();
    expect(document.querySelector('.et_pb_blog_1')!.innerHTML, 'the other module').toBe(otherBefore);
    expect(grid().hasAttribute('aria-busy')).toBe(false);
    expect(grid().style.opacity).toBe('');
    expect(document.activeElement?.textContent).toBe('stage (page 2)');
    expect(liveRegion()).toBe('Page 2 des articles chargée.');
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(grid().style.transition, 'fading back').toBe('opacity 600ms');
    expect(window.location.assign).not.toHaveBeenCalled();
    expect(mounted[0]!.errors).toEqual([]);
  });

  it('under reduced motion fades and scrolls at once, without a transition', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList);
    const calls = setUp();
    olderLink(grid()).click();
    expect([grid().style.opacity, grid().style.transition]).toEqual([LOADING_OPACITY, '']);
    await answer(calls, answerPage(2));
    expect([grid().style.opacity, grid().style.transition]).toEqual(['', '']);
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'auto' }));
  });

  it('shows a page seen before, and the page it came with, from the cache without a request', async () => {
    const calls = setUp();
    const first = grid().querySelector<HTMLElement>('.et_pb_ajax_pagination_container');
    olderLink(grid()).click();
    await answer(calls, answerPage(2));
    const second = grid().querySelector('.et_pb_ajax_pagination_container');
    olderLink(grid()).click();
    await answer(calls, answerPage(3));
    newerLink(grid()).click();
    expect(grid().querySelector('.et_pb_ajax_pagination_container')).toBe(second);
    newerLink(grid()).click();
    expect(grid().querySelector('.et_pb_ajax_pagination_container')).toBe(first);
    expect(first!.inert, 'a container put back is not left inert').toBe(false);
    expect(calls).toHaveLength(2);
    expect(liveRegion()).toBe('Page 1 des articles chargée.');
    expect(document.activeElement?.textContent).toBe('stage (page 1)');
  });

  it('caches per module: the other module’s page 2 is fetched', async () => {
    const calls = setUp();
    olderLink(grid()).click();
    await answer(calls, answerPage(2));
    olderLink(document.querySelector('.et_pb_blog_1')!).click();
    expect(calls).toHaveLength(2);
    await answer(calls, answerPage(2));
    expect(document.querySelector('.et_pb_blog_1 .entry-title a')?.textContent).toBe('liste (page 2)');
  });

  it.each([
    ['a 500', (call: PendingFetch) => call.respond(answerPage(2), { status: 500 })],
    ['a 404 on a normal page', (call: PendingFetch) => call.respond(answerPage(2), { status: 404 })],
    ['a lost connection', (call: PendingFetch) => call.fail()],
    ['an answer cut in its body', (call: PendingFetch) => call.cut()],
    ['half a page', (call: PendingFetch) => call.respond(answerPage(2).slice(0, 200))],
    ['a page without the module', (call: PendingFetch) => call.respond('<html><body><p>Autre page</p></body></html>')],
  ])('follows the link after %s, the module as it was', async (_name, fail) => {
    const calls = setUp();
    const before = grid().querySelector<HTMLElement>('.et_pb_ajax_pagination_container');
    olderLink(grid()).click();
    fail(calls[0]!);
    await flush();
    await flush();
    expect(window.location.assign).toHaveBeenCalledWith(new URL('/le-journal/page/2/?et_blog', window.location.href).href);
    expect(grid().querySelector('.et_pb_ajax_pagination_container')).toBe(before);
    expect([grid().hasAttribute('aria-busy'), grid().style.opacity, before!.inert]).toEqual([false, '', false]);
    expect(mounted[0]!.errors).toEqual([]);
  });

  it('follows the link after the page config’s time-out', async () => {
    vi.useFakeTimers();
    try {
      setUp();
      olderLink(grid()).click();
      await vi.advanceTimersByTimeAsync(5000);
      expect(window.location.assign).toHaveBeenCalledWith(new URL('/le-journal/page/2/?et_blog', window.location.href).href);
    } finally {
      vi.useRealTimers();
    }
  });

  it('uses a 404 answer on a 404 page', async () => {
    const calls = setUp('error404');
    olderLink(grid()).click();
    await answer(calls, answerPage(2), { status: 404 });
    expect(grid().querySelector('.entry-title a')?.textContent).toBe('stage (page 2)');
    expect(window.location.assign).not.toHaveBeenCalled();
  });

  it('posts the layout’s shortcode in the block editor’s layout preview', async () => {
    (window as unknown as Record<string, unknown>).ETBlockLayoutModulesScript = { layoutContent: '[et_pb_section][et_pb_blog /][/et_pb_section]' };
    try {
      const calls = setUp('et-block-layout-preview');
      olderLink(grid()).click();
      expect(calls[0]!.init.method).toBe('POST');
      expect(String(calls[0]!.init.body)).toBe('et_layout_block_layout_content=%5Bet_pb_section%5D%5Bet_pb_blog+%2F%5D%5B%2Fet_pb_section%5D');
    } finally {
      delete (window as unknown as Record<string, unknown>).ETBlockLayoutModulesScript;
    }
  });

  it('leaves middle and modified clicks to the browser', () => {
    const calls = setUp();
    const prevented: boolean[] = [];
    const record = (event: Event) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault(); // happy-dom would navigate
    };
    document.addEventListener('click', record);
    const clicked = (init: MouseEventInit) => olderLink(grid()).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
    [{ button: 1 }, { ctrlKey: true }, { shiftKey: true }, { metaKey: true }].forEach(clicked);
    document.removeEventListener('click', record);
    expect(prevented).toEqual([false, false, false, false]);
    expect(calls).toHaveLength(0);
  });

  it('unmounted while loading: the request aborted, the module as it was, nothing followed', async () => {
    const calls = setUp();
    grid().style.opacity = '0.9';
    mounted.forEach((test) => test.unmount());
    mounted = [];
    const test = testMount<NoAttributes>(grid());
    mount(test.context);
    olderLink(grid()).click();
    test.unmount();
    await flush();
    expect(calls[0]!.init.signal?.aborted).toBe(true);
    expect([grid().hasAttribute('aria-busy'), grid().style.opacity, grid().style.transition]).toEqual([false, '0.9', '']);
    expect(window.location.assign).not.toHaveBeenCalled();
    olderLink(grid()).click();
    expect(calls).toHaveLength(1);
  });

  it('does nothing where the theme’s own bundle runs', () => {
    document.body.innerHTML = `${modules(1)}<script id="divi-custom-script-js"></script>`;
    const calls = stubFetch();
    const test = testMount<NoAttributes>(grid());
    mount(test.context);
    let prevented: boolean | undefined;
    document.addEventListener('click', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault(); // happy-dom would navigate
    }, { once: true });
    olderLink(grid()).click();
    expect([prevented, calls.length]).toEqual([false, 0]);
    test.unmount();
  });
});
