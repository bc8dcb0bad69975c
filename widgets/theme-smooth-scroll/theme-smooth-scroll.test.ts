// The same-page links' smooth scroll: which links it takes (path, host, query, the theme's exceptions, popup
// areas, modified clicks, other windows), the `[name]` fallback, the history entry, the focus, and its cleanup.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoAttributes } from '../../core/registry/define-widget.ts';
import { testMount } from '../../core/testing/test-mount.ts';
import { samePageTarget } from './same-page-target.ts';
import { mount } from './theme-smooth-scroll.ts';

const PAGE = `
  <div id="et-main-area">
    <p><a id="plain" href="#tarifs">Tarifs</a> <a id="full" href="${location.pathname}#tarifs">Tarifs</a>
      <a id="named" href="#reservation">Réserver</a> <a id="missing" href="#nulle-part">?</a>
      <a id="other-page" href="/les-stages/#tarifs">Stages</a> <a id="other-query" href="?page=2#tarifs">Page 2</a>
      <a id="new-window" href="#tarifs" target="_blank">Tarifs</a></p>
    <p class="et_smooth_scroll_disabled"><a id="disabled" href="#tarifs">Tarifs</a></p>
    <div class="woocommerce-tabs"><ul class="tabs"><li><a id="product-tab" href="#tarifs">Avis</a></li></ul></div>
    <a id="review" class="woocommerce-review-link" href="#tarifs">Avis</a>
    <a id="reply" class="acomment-reply" href="#tarifs">Répondre</a>
    <span class="view-cart-lnk"><a id="cart" href="#tarifs">Panier</a></span>
    <div class="tt_tabs_navigation"><a id="timetable" href="#tarifs">Horaires</a></div>
    <div class="eab-shortcode_calendar-navigation-link"><a id="calendar" href="#tarifs">Mois suivant</a></div>
    <div class="pum"><a id="in-popup" href="#tarifs">Tarifs</a></div>
    <a id="to-popup" href="#contact">Nous écrire</a>
    <div id="tarifs"><a name="reservation"></a>Tarifs</div>
    <div class="et_pb_section popup" id="contact">Popup</div>
  </div>`;

const link = (id: string) => document.getElementById(id) as HTMLAnchorElement;

beforeEach(() => {
  document.body.innerHTML = PAGE;
  history.replaceState(null, '', location.pathname);
  vi.spyOn(Element.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
  window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => vi.restoreAllMocks());

describe('samePageTarget', () => {
  it('takes links to this page’s ids, with or without its path, and `[name]` anchors', () => {
    expect(samePageTarget(link('plain'))?.id).toBe('tarifs');
    expect(samePageTarget(link('full'))?.id).toBe('tarifs');
    expect(samePageTarget(link('named'))?.getAttribute('name')).toBe('reservation');
  });

  it('leaves to the browser: other pages and queries, missing targets, the theme’s exceptions and popup areas', () => {
    for (const id of ['other-page', 'other-query', 'missing', 'disabled', 'product-tab', 'review', 'reply', 'cart', 'timetable', 'calendar', 'in-popup', 'to-popup']) {
      expect(samePageTarget(link(id)), id).toBeNull();
    }
  });
});

describe('the click', () => {
  /** Clicks the link; says whether the widget stopped the browser's own action (which the test then stops). */
  function click(id: string, init: MouseEventInit = {}): { defaultPrevented: boolean } {
    let defaultPrevented = false;
    window.addEventListener('click', (event) => {
      defaultPrevented = event.defaultPrevented;
      event.preventDefault();
    }, { once: true });
    link(id).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
    return { defaultPrevented };
  }

  it('scrolls instead of jumping, puts the hash in the URL as a history entry and the focus on the target', () => {
    const instance = testMount<NoAttributes>(document.getElementById('et-main-area')!);
    void mount(instance.context);
    const push = vi.spyOn(history, 'pushState');
    expect(click('plain').defaultPrevented).toBe(true);
    expect(push).toHaveBeenCalledWith(null, '', '#tarifs');
    expect(window.scrollTo).toHaveBeenCalled();
    const target = document.getElementById('tarifs')!;
    expect(document.activeElement).toBe(target);
    expect(target.getAttribute('tabindex')).toBe('-1');
    target.blur();
    expect(target.hasAttribute('tabindex')).toBe(false);
    expect(target.hasAttribute('style')).toBe(false);
    instance.unmount();
    expect(click('plain').defaultPrevented).toBe(false);
    expect(instance.errors).toEqual([]);
  });

  it('leaves modified, middle and other-window clicks and the exceptions alone', () => {
    const instance = testMount<NoAttributes>(document.getElementById('et-main-area')!);
    void mount(instance.context);
    const push = vi.spyOn(history, 'pushState');
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) expect(click('plain', init).defaultPrevented).toBe(false);
    expect(click('new-window').defaultPrevented).toBe(false);
    expect(click('disabled').defaultPrevented).toBe(false);
    expect(click('other-page').defaultPrevented).toBe(false);
    expect(push).not.toHaveBeenCalled();
    instance.unmount();
  });
});
