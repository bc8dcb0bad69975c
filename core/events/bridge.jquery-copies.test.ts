// Two real copies of jQuery 3 on one page (a plugin's bundled jQuery loaded before the theme's): every copy
// Fondant knows hears each legacy event exactly once with its legacy arguments, a copy's own trigger reaches on()
// once, and a copy Fondant does not know never runs a handler without the arguments.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ask, emit, on } from './bridge.ts';

type JQueryCopy = ((target: unknown) => {
  on(names: string, handler: (...args: any[]) => unknown): unknown;
  off(): unknown;
  trigger(name: string, args?: unknown[]): unknown;
}) & { fn: { jquery: string }; expando: string; event: { triggered?: string } };

const require = createRequire(import.meta.url);
const jQuerySource = readFileSync(require.resolve('jquery/dist/jquery.js'), 'utf8');
const watchSource = readFileSync(require.resolve('./jquery-watch.js'), 'utf8');
const globals = window as unknown as Record<string, unknown>;

/** Evaluates jQuery's own source once more, as a classic <script> does: a new copy assigned to window.jQuery and window.$. */
function loadJQueryScript(): JQueryCopy {
  new Function('module', 'exports', 'define', jQuerySource).call(window, undefined, undefined, undefined);
  return globals.jQuery as JQueryCopy;
}

const fragments = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"></div>' };
const cartHash = '2f9d756cd17c90df1bf7b642229643c6';
let copies: JQueryCopy[] = [];
let unsubscribers: Array<() => void> = [];

function pageWithCopies(count: number, { watch }: { watch: boolean }): JQueryCopy[] {
  if (watch) new Function(watchSource).call(window);
  copies = Array.from({ length: count }, loadJQueryScript);
  expect(new Set(copies).size).toBe(count);
  return copies;
}

function button(): HTMLAnchorElement {
  const link = document.body.appendChild(document.createElement('a'));
  link.className = 'button add_to_cart_button ajax_add_to_cart';
  return link;
}

afterEach(() => {
  unsubscribers.forEach((unsubscribe) => unsubscribe());
  unsubscribers = [];
  for (const copy of copies) {
    copy(document.body).off();
    copy(document).off();
  }
  copies = [];
  document.body.replaceChildren();
  for (const name of ['jQuery', '$', 'fondantJQueryCopies']) delete globals[name];
});

describe('two copies of jQuery', () => {
  it('with the watch script, each copy’s handler runs exactly once with the legacy args, the button wrapped in that copy', () => {
    const [plugin, theme] = pageWithCopies(2, { watch: true }) as [JQueryCopy, JQueryCopy];
    const link = button();
    const heard: string[] = [];
    for (const [label, copy] of [['plugin', plugin], ['theme', theme]] as const) {
      copy(document.body).on('added_to_cart', (event: { originalEvent?: Event }, ...args: unknown[]) => {
        expect(event.originalEvent).toBeUndefined();
        expect(args[0]).toBe(fragments);
        expect(args[1]).toBe(cartHash);
        expect(args[2]).toBeInstanceOf(copy);
        expect((args[2] as ArrayLike<unknown>)[0]).toBe(link);
        heard.push(label);
      });
    }
    const native = vi.fn();
    document.body.addEventListener('added_to_cart', native);
    emit('added_to_cart', [fragments, cartHash, link]);
    document.body.removeEventListener('added_to_cart', native);
    expect(heard.sort()).toEqual(['plugin', 'theme']);
    expect(native).toHaveBeenCalledTimes(1);
    expect(plugin.event.triggered).toBeUndefined();
    expect(theme.event.triggered).toBeUndefined();
  });

  it('a found_variation handler of either copy gets the variation (it used to throw reading variation_id of undefined)', () => {
    const [plugin, theme] = pageWithCopies(2, { watch: true }) as [JQueryCopy, JQueryCopy];
    const form = document.body.appendChild(document.createElement('form'));
    const ids: number[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const copy of [plugin, theme]) {
      copy(form).on('found_variation', (_event: unknown, variation: { variation_id: number }) => ids.push(variation.variation_id));
    }
    emit('found_variation', [{ variation_id: 21 }], { target: form });
    expect(ids).toEqual([21, 21]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    plugin(form).off();
    theme(form).off();
  });

  it('hears a copy’s own trigger once, through that copy, with the args unwrapped', () => {
    const [plugin, theme] = pageWithCopies(2, { watch: true }) as [JQueryCopy, JQueryCopy];
    const handler = vi.fn();
    unsubscribers.push(on('added_to_cart', handler));
    const link = button();
    plugin(document.body).trigger('added_to_cart', [fragments, cartHash, plugin(link)]);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenLastCalledWith(fragments, cartHash, link);
    theme(document.body).trigger('added_to_cart', [fragments, cartHash, theme(link)]);
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('asks every copy: a veto from either one stops the add', () => {
    const [plugin] = pageWithCopies(2, { watch: true }) as [JQueryCopy, JQueryCopy];
    expect(ask('should_send_ajax_request.adding_to_cart', [button()])).toBeUndefined();
    plugin(document.body).on('should_send_ajax_request.adding_to_cart', () => false);
    expect(ask('should_send_ajax_request.adding_to_cart', [button()])).toBe(false);
  });

  it('without the watch script, the copy window.jQuery replaced never runs a handler without the args; the theme’s runs once', () => {
    const [plugin, theme] = pageWithCopies(2, { watch: false }) as [JQueryCopy, JQueryCopy];
    expect(globals.jQuery).toBe(theme);
    expect(globals.$).toBe(theme);
    const form = document.body.appendChild(document.createElement('form'));
    const pluginHeard = vi.fn();
    const themeHeard = vi.fn();
    plugin(document.body).on('added_to_cart', pluginHeard);
    plugin(form).on('found_variation', (_event: unknown, variation: { variation_id: number }) => pluginHeard(variation.variation_id));
    plugin(document).on('added_to_cart', pluginHeard);
    theme(document.body).on('added_to_cart', themeHeard);
    const native = vi.fn();
    document.body.addEventListener('added_to_cart', native);

    emit('added_to_cart', [fragments, cartHash, button()]);
    emit('found_variation', [{ variation_id: 21 }], { target: form });

    document.body.removeEventListener('added_to_cart', native);
    expect(pluginHeard).not.toHaveBeenCalled();
    expect(themeHeard).toHaveBeenCalledTimes(1);
    expect(themeHeard.mock.calls[0]?.[1]).toBe(fragments);
    expect(native, 'native listeners still hear the event').toHaveBeenCalledTimes(1);
    // The copy still hears its own triggers.
    plugin(document.body).trigger('added_to_cart', [fragments]);
    expect(pluginHeard).toHaveBeenCalledTimes(2);
    plugin(form).off();
  });

  it('window.$ naming another copy than window.jQuery counts as known without the watch script', () => {
    const [plugin, theme] = pageWithCopies(2, { watch: false }) as [JQueryCopy, JQueryCopy];
    globals.$ = plugin;
    const heard: unknown[] = [];
    plugin(document.body).on('wc_fragments_loaded', (...args: unknown[]) => heard.push(['plugin', args.length]));
    theme(document.body).on('wc_fragments_loaded', (...args: unknown[]) => heard.push(['theme', args.length]));
    emit('wc_fragments_loaded');
    expect(heard).toEqual([['theme', 1], ['plugin', 1]]);
  });
});
