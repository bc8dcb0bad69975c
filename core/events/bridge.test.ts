// Proves, with the real jQuery 3, that every dialect hears each event exactly once with the legacy arguments.
import jQuery from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ask, emit, on } from './bridge.ts';

type Listener = (event: Event) => void;

const fragments = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"></div>' };
const cartHash = '2f9d756cd17c90df1bf7b642229643c6';
let unsubscribers: Array<() => void> = [];
let nativeListeners: AbortController;

function subscribe(name: string, handler: (...args: unknown[]) => void): void {
  unsubscribers.push(on(name, handler));
}

function listenNatively(name: string, listener: Listener): void {
  document.body.addEventListener(name, listener, { signal: nativeListeners.signal });
}

function makeButton(): HTMLAnchorElement {
  const button = document.createElement('a');
  button.className = 'button add_to_cart_button ajax_add_to_cart';
  button.dataset.product_id = '63';
  document.body.append(button);
  return button;
}

/** jQuery's internal re-trigger guard, which @types/jquery does not declare. */
function triggeredGuard(): string | undefined {
  return (jQuery.event as { triggered?: string }).triggered;
}

function withJQuery(): void {
  Object.assign(window, { jQuery });
}

beforeEach(() => {
  nativeListeners = new AbortController();
  withJQuery();
});

afterEach(() => {
  unsubscribers.forEach((unsubscribe) => unsubscribe());
  unsubscribers = [];
  nativeListeners.abort();
  jQuery(document.body).off();
  document.body.replaceChildren();
  delete (window as Window & { jQuery?: unknown }).jQuery;
});

describe('emit', () => {
  it('reaches on(), a jQuery handler and a native listener exactly once each, in that order, with the legacy args', () => {
    const button = makeButton();
    const calls: string[] = [];
    const internal = vi.fn(() => calls.push('on'));
    const legacy = vi.fn(() => calls.push('jquery'));
    const native = vi.fn<Listener>(() => calls.push('native'));
    subscribe('added_to_cart', internal);
    jQuery(document.body).on('added_to_cart', legacy);
    listenNatively('added_to_cart', native);

    emit('added_to_cart', [fragments, cartHash, button]);

    expect(calls).toEqual(['on', 'jquery', 'native']);
    expect(internal).toHaveBeenCalledWith(fragments, cartHash, button);

    const [event, jqFragments, jqHash, $button] = legacy.mock.calls[0] as unknown as [JQuery.Event, unknown, unknown, JQuery];
    expect(event.type).toBe('added_to_cart');
    expect(jqFragments).toBe(fragments);
    expect(jqHash).toBe(cartHash);
    expect($button).toBeInstanceOf(jQuery);
    expect($button.length).toBe(1);
    expect($button[0]).toBe(button);

    const nativeEvent = native.mock.calls[0]?.[0] as CustomEvent<unknown[]>;
    expect(nativeEvent.detail).toEqual([fragments, cartHash, button]);
    expect(nativeEvent.detail[2]).toBe(button);
    expect(nativeEvent.bubbles).toBe(true);
    expect(nativeEvent.cancelable).toBe(true);
    expect(triggeredGuard()).toBeUndefined();
  });

  it('needs its guard: a bare native event does run jQuery handlers, without positional args', () => {
    const legacy = vi.fn();
    jQuery(document.body).on('added_to_cart', legacy);

    document.body.dispatchEvent(new CustomEvent('added_to_cart', { detail: [fragments, cartHash] }));

    expect(legacy).toHaveBeenCalledTimes(1);
    expect(legacy.mock.calls[0]).toHaveLength(1);
  });

  it('bubbles the jQuery trigger and the native event to document handlers once each', () => {
    const legacy = vi.fn();
    const native = vi.fn();
    jQuery(document).on('wc_fragments_loaded', legacy);
    document.addEventListener('wc_fragments_loaded', native, { signal: nativeListeners.signal });

    emit('wc_fragments_loaded');

    expect(legacy).toHaveBeenCalledTimes(1);
    expect(native).toHaveBeenCalledTimes(1);
    jQuery(document).off();
  });

  it('speaks the blocks dialect for added_to_cart and removed_from_cart where the mini-cart block is and no jQuery translates', () => {
    const added = vi.fn<Listener>();
    const removed = vi.fn<Listener>();
    listenNatively('wc-blocks_added_to_cart', added);
    listenNatively('wc-blocks_removed_from_cart', removed);
    const block = document.body.appendChild(document.createElement('div'));
    block.setAttribute('data-wp-interactive', 'woocommerce/mini-cart');
    delete (window as Window & { jQuery?: unknown }).jQuery;

    emit('added_to_cart', [fragments, cartHash, makeButton()]);
    expect(added).toHaveBeenCalledTimes(1);
    expect(removed).not.toHaveBeenCalled();
    const event = added.mock.calls[0]?.[0] as CustomEvent;
    expect(event.detail).toEqual({ preserveCartData: false });
    expect(event.bubbles).toBe(true);
    expect(event.cancelable).toBe(true);

    emit('removed_from_cart', [fragments, cartHash, makeButton()]);
    expect(removed).toHaveBeenCalledTimes(1);
    expect(added).toHaveBeenCalledTimes(1);
  });

  it('a classic page (no mini-cart block) hears one dialect: one reaction per add for a theme listening to both', () => {
    const reactions = vi.fn();
    for (const name of ['added_to_cart', 'wc-blocks_added_to_cart', 'removed_from_cart', 'wc-blocks_removed_from_cart']) {
      listenNatively(name, reactions);
    }
    emit('added_to_cart', [fragments, cartHash, makeButton()]);
    expect(reactions.mock.calls.map(([event]) => (event as Event).type)).toEqual(['added_to_cart']);
    emit('removed_from_cart', [fragments, cartHash, makeButton()]);
    expect(reactions.mock.calls.map(([event]) => (event as Event).type)).toEqual(['added_to_cart', 'removed_from_cart']);
  });

  it('a classic page with jQuery: a theme listening to both dialects in jQuery reacts once per add', () => {
    const reactions = vi.fn();
    jQuery(document.body).on('added_to_cart wc-blocks_added_to_cart', reactions);
    emit('added_to_cart', [fragments, cartHash, makeButton()]);
    expect(reactions).toHaveBeenCalledTimes(1);
    expect(reactions.mock.calls[0]?.[1]).toBe(fragments);
    jQuery(document.body).off();
  });

  it('with the mini-cart block and jQuery, the block’s own translation is the only blocks event', () => {
    const block = document.body.appendChild(document.createElement('div'));
    block.className = 'wc-block-mini-cart';
    // WooCommerce's mini-cart block: a jQuery handler on document re-dispatching the event natively.
    const translate = () => document.body.dispatchEvent(new CustomEvent('wc-blocks_added_to_cart', { bubbles: true }));
    jQuery(document).on('added_to_cart', translate);
    const blocksAdded = vi.fn<Listener>();
    listenNatively('wc-blocks_added_to_cart', blocksAdded);
    emit('added_to_cart', [fragments, cartHash, makeButton()]);
    expect(blocksAdded).toHaveBeenCalledTimes(1);
    jQuery(document).off('added_to_cart', translate);
  });

  it('never hands our own emission back to on() handlers, whatever the dialect', () => {
    const added = vi.fn();
    const blocksAdded = vi.fn();
    subscribe('added_to_cart', added);
    subscribe('wc-blocks_added_to_cart', blocksAdded);
    // A WooCommerce Blocks style translator re-dispatching our jQuery event natively.
    jQuery(document.body).on('added_to_cart', () => {
      document.body.dispatchEvent(new CustomEvent('wc-blocks_added_to_cart', { bubbles: true }));
    });

    emit('added_to_cart', [fragments, cartHash, makeButton()]);

    expect(added).toHaveBeenCalledTimes(1);
    expect(blocksAdded).not.toHaveBeenCalled();
  });

  it('works without jQuery: on() and native listeners once each', () => {
    delete (window as Window & { jQuery?: unknown }).jQuery;
    const button = makeButton();
    const internal = vi.fn();
    const native = vi.fn<Listener>();
    subscribe('removed_from_cart', internal);
    listenNatively('removed_from_cart', native);

    emit('removed_from_cart', [fragments, cartHash, button]);

    expect(internal).toHaveBeenCalledTimes(1);
    expect(internal).toHaveBeenCalledWith(fragments, cartHash, button);
    expect(native).toHaveBeenCalledTimes(1);
    expect((native.mock.calls[0]?.[0] as CustomEvent).detail).toEqual([fragments, cartHash, button]);
  });

  it('keeps going when an on() handler or a plugin handler throws', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const second = vi.fn();
    const native = vi.fn();
    subscribe('wc_fragments_loaded', () => {
      throw new Error('widget bug');
    });
    subscribe('wc_fragments_loaded', second);
    jQuery(document.body).on('wc_fragments_loaded', () => {
      throw new Error('plugin bug');
    });
    listenNatively('wc_fragments_loaded', native);

    emit('wc_fragments_loaded');

    expect(second).toHaveBeenCalledTimes(1);
    expect(native).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledTimes(2);
    expect(String(consoleError.mock.calls[0]?.[0])).toMatch(/^\[fondant\] .*"wc_fragments_loaded"/);
    expect(triggeredGuard()).toBeUndefined();
  });
});

describe('on', () => {
  it("hears a plugin's jQuery trigger once, with jQuery objects unwrapped", () => {
    const refresh = vi.fn();
    const added = vi.fn();
    subscribe('wc_fragment_refresh', refresh);
    subscribe('added_to_cart', added);
    const button = makeButton();

    jQuery(document.body).trigger('wc_fragment_refresh');
    jQuery(document.body).trigger('added_to_cart', [fragments, cartHash, jQuery(button)]);

    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith();
    expect(added).toHaveBeenCalledTimes(1);
    expect(added).toHaveBeenCalledWith(fragments, cartHash, button);
  });

  it("hears a plugin's native CustomEvent once even though jQuery also sees it", () => {
    const refresh = vi.fn();
    subscribe('wc_fragment_refresh', refresh);

    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh'));

    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith();
  });

  it('turns a native detail into positional args: arrays spread (jQuery objects unwrapped), other values as one arg', () => {
    const button = makeButton();
    const handler = vi.fn();
    subscribe('wc_cart_button_updated', handler);

    document.body.dispatchEvent(new CustomEvent('wc_cart_button_updated', { detail: [jQuery(button)] }));
    document.body.dispatchEvent(new CustomEvent('wc_cart_button_updated', { detail: { id: 63 } }));

    expect(handler.mock.calls).toEqual([[button], [{ id: 63 }]]);
  });

  it("hears the blocks dialect from WooCommerce Blocks, but not as our own emission's echo", () => {
    const blocksRemoved = vi.fn();
    subscribe('wc-blocks_removed_from_cart', blocksRemoved);

    document.body.dispatchEvent(new CustomEvent('wc-blocks_removed_from_cart', { bubbles: true, detail: { preserveCartData: false } }));
    emit('removed_from_cart', [fragments, cartHash, makeButton()]);

    expect(blocksRemoved).toHaveBeenCalledTimes(1);
    expect(blocksRemoved).toHaveBeenCalledWith({ preserveCartData: false });
  });

  it('hears a plugin trigger made from inside a handler of our own emission', () => {
    const refresh = vi.fn();
    subscribe('wc_fragment_refresh', refresh);
    jQuery(document.body).on('added_to_cart', () => jQuery(document.body).trigger('wc_fragment_refresh'));

    emit('added_to_cart', [fragments, cartHash, makeButton()]);

    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('binds to a jQuery that arrives after Fondant, once the page has loaded', () => {
    delete (window as Window & { jQuery?: unknown }).jQuery;
    const refresh = vi.fn();
    subscribe('wc_fragment_refresh', refresh);

    withJQuery();
    jQuery(document.body).trigger('wc_fragment_refresh');
    expect(refresh).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    jQuery(document.body).trigger('wc_fragment_refresh');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('stops delivering in every dialect after unsubscribe, and keeps other handlers', () => {
    const gone = vi.fn();
    const kept = vi.fn();
    const unsubscribe = on('wc_fragment_refresh', gone);
    subscribe('wc_fragment_refresh', kept);

    unsubscribe();
    jQuery(document.body).trigger('wc_fragment_refresh');
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh'));
    emit('wc_fragment_refresh');

    expect(gone).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledTimes(3);
  });

  it('leaves no jQuery or native listener behind once the last handler is gone', () => {
    const unsubscribe = on('wc_fragment_refresh', vi.fn());
    const events = () => (jQuery as unknown as { _data(el: Element, key: string): Record<string, unknown> | undefined })._data(document.body, 'events');
    expect(events()?.wc_fragment_refresh).toBeDefined();

    unsubscribe();

    expect(events()?.wc_fragment_refresh).toBeUndefined();
  });
});

describe('ask', () => {
  const vetoHook = 'should_send_ajax_request.adding_to_cart';

  it("returns a jQuery handler's false (the legacy veto) and passes it the wrapped button", () => {
    const button = makeButton();
    const veto = vi.fn((_event: unknown, $button: JQuery) => ($button[0] === button ? false : undefined));
    jQuery(document.body).on(vetoHook, veto);

    expect(ask(vetoHook, [button])).toBe(false);
    expect(veto).toHaveBeenCalledTimes(1);
  });

  it('returns undefined when no handler answers, and does not call on() handlers', () => {
    const legacy = vi.fn();
    const internal = vi.fn();
    jQuery(document.body).on(vetoHook, legacy);
    subscribe(vetoHook, internal);

    expect(ask(vetoHook, [makeButton()])).toBeUndefined();
    expect(legacy).toHaveBeenCalledTimes(1);
    expect(internal).not.toHaveBeenCalled();
  });

  it('returns false when a native listener calls preventDefault, with and without jQuery', () => {
    const button = makeButton();
    const native = vi.fn<Listener>((event) => event.preventDefault());
    listenNatively(vetoHook, native);

    expect(ask(vetoHook, [button])).toBe(false);
    delete (window as Window & { jQuery?: unknown }).jQuery;
    expect(ask(vetoHook, [button])).toBe(false);
    expect((native.mock.calls[0]?.[0] as CustomEvent).detail).toEqual([button]);
  });

  it('hands a jQuery veto to the native listeners as an event already cancelled', () => {
    jQuery(document.body).on('checkout_place_order', () => false);
    const native = vi.fn<Listener>();
    listenNatively('checkout_place_order', native);

    expect(ask('checkout_place_order')).toBe(false);
    expect((native.mock.calls[0]?.[0] as CustomEvent).defaultPrevented).toBe(true);
  });

  it('runs a plain jQuery handler once, even though the native event is dispatched too', () => {
    const legacy = vi.fn(() => false);
    jQuery(document.body).on('checkout_place_order', legacy);

    expect(ask('checkout_place_order')).toBe(false);
    expect(legacy).toHaveBeenCalledTimes(1);
  });

  it('asks the target alone when given one (the checkout form), as triggerHandler does not bubble', () => {
    const form = document.createElement('form');
    document.body.append(form);
    const onForm = vi.fn(() => false);
    const onBody = vi.fn();
    jQuery(form).on('checkout_place_order', onForm);
    jQuery(document.body).on('checkout_place_order', onBody);

    expect(ask('checkout_place_order', [], { target: form })).toBe(false);
    expect(onForm).toHaveBeenCalledTimes(1);
    expect(onBody).not.toHaveBeenCalled();
    form.remove();
  });

  it('is undefined without jQuery and without native veto', () => {
    delete (window as Window & { jQuery?: unknown }).jQuery;
    expect(ask(vetoHook, [makeButton()])).toBeUndefined();
  });
});

describe('events on another target (the variation form and its .single_variation)', () => {
  function makeForm(): { form: HTMLFormElement; details: HTMLDivElement } {
    const form = document.createElement('form');
    form.className = 'variations_form cart';
    const details = document.createElement('div');
    details.className = 'single_variation';
    form.append(details);
    document.body.append(form);
    return { form, details };
  }

  it('emit fires on the target and bubbles: on() handlers of the target and its ancestors, jQuery and native once each', () => {
    const { form, details } = makeForm();
    const variation = { variation_id: 19 };
    const calls: string[] = [];
    unsubscribers.push(on('show_variation', () => calls.push('on form'), { target: form }));
    unsubscribers.push(on('show_variation', () => calls.push('on body')));
    jQuery(details).on('show_variation', (_event, ...args: unknown[]) => calls.push(`jquery details ${args.length}`));
    jQuery(form).on('show_variation', () => calls.push('jquery form'));
    form.addEventListener('show_variation', (event) => calls.push(`native form ${JSON.stringify((event as CustomEvent).detail)}`), { signal: nativeListeners.signal });

    emit('show_variation', [variation, true], { target: details });

    expect(calls).toEqual(['on form', 'on body', 'jquery details 2', 'jquery form', 'native form [{"variation_id":19},true]']);
  });

  it('on() on the document hears, once each, a jQuery trigger on the document, one on the body, a native event and our own emit', () => {
    const handler = vi.fn();
    unsubscribers.push(on('wc_update_cart', handler, { target: document }));

    jQuery(document).trigger('wc_update_cart', ['document']);
    jQuery(document.body).trigger('wc_update_cart', ['body']);
    document.body.dispatchEvent(new CustomEvent('wc_update_cart', { bubbles: true, detail: ['native'] }));
    emit('wc_update_cart', ['own']);

    expect(handler.mock.calls).toEqual([['document'], ['body'], ['native'], ['own']]);
  });

  it("on() with a target hears a plugin's jQuery trigger and native event on it once each, and not a sibling's", () => {
    const { form } = makeForm();
    const other = makeForm().form;
    const handler = vi.fn();
    unsubscribers.push(on('check_variations', handler, { target: form }));

    jQuery(form).trigger('check_variations', [{ count: 2, chosenCount: 1, data: {} }]);
    form.dispatchEvent(new CustomEvent('reset_data', { bubbles: true }));
    form.dispatchEvent(new CustomEvent('check_variations', { bubbles: true }));
    jQuery(other).trigger('check_variations');

    expect(handler.mock.calls).toEqual([[{ count: 2, chosenCount: 1, data: {} }], []]);
  });

  it('hears a plain native change bubbling from a select, and a jQuery-triggered one, once each', () => {
    const { form } = makeForm();
    const select = document.createElement('select');
    form.append(select);
    const handler = vi.fn();
    unsubscribers.push(on('change', handler, { target: form }));

    select.dispatchEvent(new Event('change', { bubbles: true }));
    jQuery(select).trigger('change');

    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('unsubscribing one target keeps the same event on another target', () => {
    const { form } = makeForm();
    const onForm = vi.fn();
    const onBody = vi.fn();
    const stopForm = on('reset_data', onForm, { target: form });
    unsubscribers.push(on('reset_data', onBody));
    stopForm();

    jQuery(form).trigger('reset_data');
    emit('reset_data', [], { target: form });

    expect(onForm).not.toHaveBeenCalled();
    expect(onBody).toHaveBeenCalledTimes(2);
  });
});

describe('own events only (the tabs wrapper hears its own `init`, not one bubbling up from the rating select)', () => {
  function tabsWithRating(): { wrapper: HTMLElement; rating: HTMLElement } {
    document.body.innerHTML = '<div class="woocommerce-tabs"><div class="panel"><select id="rating"></select></div></div>';
    return { wrapper: document.querySelector<HTMLElement>('.woocommerce-tabs')!, rating: document.querySelector<HTMLElement>('#rating')! };
  }

  it('hears the target’s own event once in each dialect: jQuery, native and ours', () => {
    const { wrapper } = tabsWithRating();
    const handler = vi.fn();
    unsubscribers.push(on('init', handler, { target: wrapper, ownEventsOnly: true }));

    jQuery(wrapper).trigger('init');
    wrapper.dispatchEvent(new CustomEvent('init', { bubbles: true }));
    emit('init', [], { target: wrapper });

    expect(handler).toHaveBeenCalledTimes(3);
  });

  it('ignores the same event fired inside the target, in each dialect, while a bubbling subscriber hears them', () => {
    const { wrapper, rating } = tabsWithRating();
    const own = vi.fn();
    const bubbling = vi.fn();
    unsubscribers.push(on('init', own, { target: wrapper, ownEventsOnly: true }));
    unsubscribers.push(on('init', bubbling, { target: wrapper }));

    jQuery(rating).trigger('init');
    rating.dispatchEvent(new CustomEvent('init', { bubbles: true }));
    emit('init', [], { target: rating });

    expect(own).not.toHaveBeenCalled();
    expect(bubbling).toHaveBeenCalledTimes(3);
  });

  it('binds to a jQuery loaded after the subscription once the page has loaded', () => {
    delete (window as Window & { jQuery?: unknown }).jQuery;
    const { wrapper } = tabsWithRating();
    const handler = vi.fn();
    unsubscribers.push(on('init', handler, { target: wrapper, ownEventsOnly: true }));
    withJQuery();
    window.dispatchEvent(new Event('load'));

    jQuery(wrapper).trigger('init');

    expect(handler).toHaveBeenCalledTimes(1);
  });
});
