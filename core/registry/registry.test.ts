// Registry lifecycle: first sight, one import per chunk, batched insert/remove/move, idempotent mount,
// per-widget isolation of load, parse, mount, unmount and handler failures, load strategies.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { integer, string } from './attribute-schema.ts';
import { ChunkLoadError, createChunkLoader } from './chunk-loader.ts';
import { defineWidget, type MountFunction, type WidgetDefinition } from './define-widget.ts';
import type { WidgetErrorReport } from './error-reporter.ts';
import { createRegistry, type Registry } from './registry.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function widget(name: string, mount: MountFunction<{ product_id: number; label: string | undefined }>, overrides: Partial<WidgetDefinition> = {}) {
  const module = vi.fn(async () => ({ mount }));
  const definition = defineWidget({
    name,
    selectors: [`.stock-${name}`],
    attributes: { product_id: integer({ default: 0 }), label: string() },
    load: 'ready',
    module,
    ...overrides,
  } as WidgetDefinition);
  return { definition, module };
}

let registry: Registry;
let errors: WidgetErrorReport[];
const onFondantError = (event: Event) => errors.push((event as CustomEvent<WidgetErrorReport>).detail);

beforeEach(() => {
  document.body.innerHTML = '';
  errors = [];
  document.addEventListener('fondant:error', onFondantError);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  registry?.stop();
  document.removeEventListener('fondant:error', onFondantError);
  vi.restoreAllMocks();
});

async function settle() {
  await tick();
  await registry.settled();
  await tick();
}

describe('discovery and mounting', () => {
  it('mounts data-fondant and stock markup, importing the chunk once for all elements', async () => {
    document.body.innerHTML = `
      <a data-fondant="buy" data-product_id="63">one</a>
      <a class="stock-buy" data-product_id="65">two</a>
      <a data-fondant="other buy">three</a>
      <a class="unrelated">four</a>`;
    const mounted: number[] = [];
    const { definition, module } = widget('buy', ({ attributes }) => void mounted.push(attributes.product_id));
    registry = createRegistry();
    registry.register(definition);
    registry.start();
    await settle();
    expect(module).toHaveBeenCalledTimes(1);
    expect(mounted.sort()).toEqual([0, 63, 65]);
    expect(document.querySelectorAll('[data-fondant-mounted~="buy"]')).toHaveLength(3);
    expect(document.querySelector('.unrelated')?.hasAttribute('data-fondant-mounted')).toBe(false);
  });

  it('records elements before the chunk arrives and mounts all of them when it does', async () => {
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const mount = vi.fn();
    const definition = defineWidget({ name: 'late', attributes: {}, load: 'ready', module: async () => (await arrived, { mount }) });
    document.body.innerHTML = '<div data-fondant="late"></div>';
    registry = createRegistry();
    registry.register(definition);
    registry.start();
    document.body.insertAdjacentHTML('beforeend', '<div data-fondant="late"></div>');
    await tick();
    expect(mount).not.toHaveBeenCalled();
    release();
    await settle();
    expect(mount).toHaveBeenCalledTimes(2);
  });

  it('is idempotent: starting twice, re-scanning a mounted element or moving it mounts it once', async () => {
    document.body.innerHTML = '<div data-fondant="once"></div><section></section>';
    const mount = vi.fn();
    const { definition } = widget('once', mount);
    registry = createRegistry();
    registry.register(definition);
    registry.start();
    registry.start();
    await settle();
    const element = document.querySelector<HTMLElement>('[data-fondant="once"]')!;
    // An attribute record makes the registry scan the element again; a move is a removal and an insertion.
    element.setAttribute('data-fondant', 'once');
    await settle();
    document.querySelector('section')!.append(element);
    await settle();
    expect(mount).toHaveBeenCalledTimes(1);
    expect(element.getAttribute('data-fondant-mounted')).toBe('once');
  });

  it('mounts widgets inside HTML inserted later, in one batch', async () => {
    const mount = vi.fn();
    const { definition, module } = widget('ajax', mount);
    registry = createRegistry();
    registry.register(definition);
    registry.start();
    const list = document.createElement('ul');
    list.innerHTML = '<li><a data-fondant="ajax"></a></li><li><a class="stock-ajax"></a></li>';
    document.body.append(list);
    await settle();
    expect(mount).toHaveBeenCalledTimes(2);
    expect(module).toHaveBeenCalledTimes(1);
  });

  it('scans for a widget registered after start', async () => {
    document.body.innerHTML = '<div data-fondant="later"></div>';
    registry = createRegistry();
    registry.start();
    const mount = vi.fn();
    registry.register(widget('later', mount).definition);
    await settle();
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('mounts when a data-fondant attribute is added to an existing element', async () => {
    document.body.innerHTML = '<div id="target"></div>';
    const mount = vi.fn();
    registry = createRegistry();
    registry.register(widget('flag', mount).definition);
    registry.start();
    document.getElementById('target')!.setAttribute('data-fondant', 'flag');
    await settle();
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('skips elements opted out with data-fondant-off', async () => {
    document.body.innerHTML = `
      <div data-fondant-off="quiet"><a data-fondant="quiet"></a></div>
      <div data-fondant-off><a data-fondant="quiet"></a></div>
      <div data-fondant-off="other"><a data-fondant="quiet"></a></div>`;
    const mount = vi.fn();
    registry = createRegistry();
    registry.register(widget('quiet', mount).definition);
    registry.start();
    await settle();
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('skips every widget of an element marked data-fondant-off="all"', async () => {
    document.body.innerHTML = '<div data-fondant="first second" data-fondant-off="all"></div><div data-fondant="first"></div>';
    const first = vi.fn();
    const second = vi.fn();
    registry = createRegistry();
    registry.register(widget('first', first).definition, widget('second', second).definition);
    registry.start();
    await settle();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });
});

describe('unmounting', () => {
  it('unmounts removed elements: cleanup runs, listeners are removed, the signal aborts', async () => {
    document.body.innerHTML = '<div><button data-fondant="clicky"></button></div>';
    const clicks = vi.fn();
    const cleanup = vi.fn();
    let signal!: AbortSignal;
    const { definition } = widget('clicky', (context) => {
      signal = context.signal;
      context.listen(context.element, 'click', clicks);
      return cleanup;
    });
    registry = createRegistry();
    registry.register(definition);
    registry.start();
    await settle();
    const button = document.querySelector('button')!;
    button.click();
    expect(clicks).toHaveBeenCalledTimes(1);
    document.body.firstElementChild!.remove();
    await settle();
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(signal.aborted).toBe(true);
    expect(button.hasAttribute('data-fondant-mounted')).toBe(false);
    button.click();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('keeps a moved element mounted', async () => {
    document.body.innerHTML = '<div id="a"><span data-fondant="mover"></span></div><div id="b"></div>';
    const mount = vi.fn();
    const cleanup = vi.fn();
    registry = createRegistry();
    registry.register(widget('mover', () => (mount(), cleanup)).definition);
    registry.start();
    await settle();
    document.getElementById('b')!.append(document.querySelector('[data-fondant="mover"]')!);
    await settle();
    expect(cleanup).not.toHaveBeenCalled();
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('treats a replaced fragment as new: the old element unmounts, the new one mounts', async () => {
    document.body.innerHTML = '<div class="stock-frag">old</div>';
    const mounted: string[] = [];
    const cleaned: string[] = [];
    registry = createRegistry();
    registry.register(
      widget('frag', ({ element }) => {
        mounted.push(element.textContent!);
        return () => cleaned.push(element.textContent!);
      }).definition,
    );
    registry.start();
    await settle();
    const fresh = document.createElement('div');
    fresh.className = 'stock-frag';
    fresh.textContent = 'new';
    document.querySelector('.stock-frag')!.replaceWith(fresh);
    await settle();
    expect(mounted).toEqual(['old', 'new']);
    expect(cleaned).toEqual(['old']);
  });

  it('remounts an element removed and inserted again later', async () => {
    document.body.innerHTML = '<p data-fondant="again"></p>';
    const mount = vi.fn();
    registry = createRegistry();
    registry.register(widget('again', mount).definition);
    registry.start();
    await settle();
    const element = document.querySelector('p')!;
    element.remove();
    await settle();
    document.body.append(element);
    await settle();
    expect(mount).toHaveBeenCalledTimes(2);
    expect(element.getAttribute('data-fondant-mounted')).toBe('again');
  });

  it('stop() unmounts everything and stops observing', async () => {
    document.body.innerHTML = '<p data-fondant="halt"></p>';
    const cleanup = vi.fn();
    const mount = vi.fn(() => cleanup);
    registry = createRegistry();
    registry.register(widget('halt', mount).definition);
    registry.start();
    await settle();
    registry.stop();
    expect(cleanup).toHaveBeenCalledTimes(1);
    document.body.insertAdjacentHTML('beforeend', '<p data-fondant="halt"></p>');
    await settle();
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('runs the cleanup of an asynchronous mount that finishes after its element was removed', async () => {
    let finish!: () => void;
    const cleanup = vi.fn();
    document.body.innerHTML = '<p data-fondant="slow"></p>';
    registry = createRegistry();
    registry.register(widget('slow', () => new Promise<() => void>((resolve) => (finish = () => resolve(cleanup)))).definition);
    registry.start();
    await vi.waitFor(() => expect(finish).toBeDefined());
    document.querySelector('p')!.remove();
    await tick();
    finish();
    await settle();
    expect(cleanup).toHaveBeenCalledTimes(1);
  });
});

describe('mounting in tasks of their own', () => {
  it('mounts a widget only once the main thread was given back after its chunk loaded', async () => {
    let giveBack!: () => void;
    const yieldToMain = vi.fn(() => new Promise<void>((resolve) => (giveBack = resolve)));
    vi.stubGlobal('scheduler', { yield: yieldToMain });
    const mount = vi.fn();
    document.body.innerHTML = '<p data-fondant="split"></p>';
    registry = createRegistry();
    registry.register(widget('split', mount).definition);
    registry.start();
    await vi.waitFor(() => expect(yieldToMain).toHaveBeenCalledTimes(1));
    await tick();
    expect(mount).not.toHaveBeenCalled();
    giveBack();
    await vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    vi.unstubAllGlobals();
  });
});

describe('isolation of failures', () => {
  it('retries a failed chunk import once and then succeeds', async () => {
    const mount = vi.fn();
    const module = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: http://shop.test/dist/chunks/x.js')).mockResolvedValue({ mount });
    document.body.innerHTML = '<p data-fondant="flaky"></p>';
    // The retry imports the failed address anew (chunk-loader.ts): here it is the declaration's import again.
    registry = createRegistry(createChunkLoader(120_000, () => {}, () => module()));
    registry.register(defineWidget({ name: 'flaky', attributes: {}, load: 'ready', module }));
    registry.start();
    await settle();
    expect(module).toHaveBeenCalledTimes(2);
    expect(mount).toHaveBeenCalledTimes(1);
    expect(errors).toHaveLength(0);
  });

  it('reports a chunk that fails twice once, as "Loading chunk {id} failed" of type missing, and leaves the markup alone', async () => {
    const module = vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module: http://shop.test/dist/chunks/gone.js'));
    document.body.innerHTML = '<a href="/x" data-fondant="gone">a</a><a href="/y" data-fondant="gone">b</a>';
    const before = document.body.innerHTML;
    registry = createRegistry(createChunkLoader(120_000, () => {}, () => module()));
    registry.register(defineWidget({ name: 'gone', attributes: {}, load: 'ready', module }));
    registry.start();
    await settle();
    expect(module).toHaveBeenCalledTimes(2);
    expect(errors).toHaveLength(1);
    const error = errors[0]!.error as ChunkLoadError;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.message).toBe('Loading chunk gone failed.\n(missing: http://shop.test/dist/chunks/gone.js)');
    expect(error.type).toBe('missing');
    expect(errors[0]!.phase).toBe('load');
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(document.body.innerHTML).toBe(before);
  });

  it('reports a bad attribute value for that element only, naming the attribute', async () => {
    document.body.innerHTML = '<a data-fondant="typed" data-product_id="abc"></a><a data-fondant="typed" data-product_id="63"></a>';
    const mount = vi.fn();
    registry = createRegistry();
    registry.register(widget('typed', mount).definition);
    registry.start();
    await settle();
    expect(mount).toHaveBeenCalledTimes(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.phase).toBe('parse');
    expect(String(errors[0]!.error)).toContain('data-product_id="abc" must be an integer');
    expect(console.error).toHaveBeenCalledWith('[fondant] typed: parse failed', errors[0]!.error);
  });

  it('isolates a throwing mount: other widgets still mount and the markup stays', async () => {
    document.body.innerHTML = '<a data-fondant="bad">x</a><a data-fondant="good">y</a>';
    const good = vi.fn();
    registry = createRegistry();
    registry.register(
      widget('bad', () => {
        throw new Error('boom');
      }).definition,
      widget('good', good).definition,
    );
    registry.start();
    await settle();
    expect(good).toHaveBeenCalledTimes(1);
    expect(errors.map((e) => [e.widget, e.phase])).toEqual([['bad', 'mount']]);
    expect(document.querySelector('[data-fondant="bad"]')!.textContent).toBe('x');
  });

  it('reports handler and unmount errors without breaking the page', async () => {
    document.body.innerHTML = '<button data-fondant="oops"></button>';
    registry = createRegistry();
    registry.register(
      widget('oops', ({ element, listen }) => {
        listen(element, 'click', () => {
          throw new Error('handler');
        });
        return () => {
          throw new Error('unmount');
        };
      }).definition,
    );
    registry.start();
    await settle();
    document.querySelector('button')!.click();
    document.querySelector('button')!.remove();
    await settle();
    expect(errors.map((e) => e.phase)).toEqual(['handler', 'unmount']);
  });

  it('lets a fondant:error listener take over the report (cancelable)', async () => {
    document.addEventListener('fondant:error', (event) => event.preventDefault(), { once: true });
    document.body.innerHTML = '<a data-fondant="quietfail"></a>';
    registry = createRegistry();
    registry.register(
      widget('quietfail', () => {
        throw new Error('handled elsewhere');
      }).definition,
    );
    registry.start();
    await settle();
    expect(errors).toHaveLength(1);
    expect(console.error).not.toHaveBeenCalled();
  });
});

describe('load strategies', () => {
  it('interaction: loads on the first pointer or focus, not before', async () => {
    document.body.innerHTML = '<a href="#x" data-fondant="hover"></a>';
    const { definition, module } = widget('hover', vi.fn(), { load: 'interaction' });
    registry = createRegistry();
    registry.register(definition);
    registry.start();
    await settle();
    expect(module).not.toHaveBeenCalled();
    document.querySelector('a')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    await settle();
    expect(module).toHaveBeenCalledTimes(1);
  });

  it('interaction: an early click is held, then replayed to the mounted widget', async () => {
    document.body.innerHTML = '<a href="#held" data-fondant="held">buy</a>';
    const seen: boolean[] = [];
    const { definition } = widget(
      'held',
      ({ element, listen }) => listen(element, 'click', (event) => seen.push(event.defaultPrevented)),
      { load: 'interaction' },
    );
    registry = createRegistry();
    registry.register(definition);
    registry.start();
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    await settle();
    expect(seen).toEqual([false]);
  });

  it('interaction: a double click before mount reaches the widget once and never the plain link', async () => {
    document.body.innerHTML = '<a href="#twice" data-fondant="twice">buy</a>';
    const clicks = vi.fn();
    registry = createRegistry();
    registry.register(widget('twice', ({ element, listen }) => listen(element, 'click', clicks), { load: 'interaction' }).definition);
    registry.start();
    const link = document.querySelector('a')!;
    const events = [new MouseEvent('click', { bubbles: true, cancelable: true }), new MouseEvent('click', { bubbles: true, cancelable: true })];
    for (const event of events) link.dispatchEvent(event);
    expect(events.map((event) => event.defaultPrevented)).toEqual([true, true]);
    await settle();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('interaction: when the chunk cannot load, the held click is released to the plain link', async () => {
    document.body.innerHTML = '<a href="#plain" data-fondant="nochunk">buy</a>';
    const module = vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module: /dist/chunks/n.js'));
    registry = createRegistry();
    registry.register(defineWidget({ name: 'nochunk', attributes: {}, load: 'interaction', module }));
    registry.start();
    const link = document.querySelector('a')!;
    const replayed = vi.fn();
    link.click();
    link.addEventListener('click', (event) => replayed(event.defaultPrevented));
    await settle();
    expect(replayed).toHaveBeenCalledWith(false);
  });

  function keyDown(target: Element, key: string, init: KeyboardEventInit = {}): KeyboardEvent {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
    target.dispatchEvent(event);
    return event;
  }

  it('interaction: Space on a link before mount is held (no scroll), then replayed to the widget once', async () => {
    document.body.innerHTML = '<a href="#remove" role="button" data-fondant="spacey">×</a>';
    const keys: string[] = [];
    const clicks = vi.fn();
    registry = createRegistry();
    registry.register(
      widget('spacey', ({ element, listen }) => {
        listen(element, 'keydown', (event: KeyboardEvent) => {
          keys.push(`${event.type}:${event.key}`);
          if (event.key === ' ') event.preventDefault();
        });
        listen(element, 'keyup', (event: KeyboardEvent) => keys.push(`${event.type}:${event.key}`));
        listen(element, 'click', clicks);
      }, { load: 'interaction' }).definition,
    );
    registry.start();
    const link = document.querySelector('a')!;
    const scroll = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
    link.dispatchEvent(new Event('focusin', { bubbles: true }));
    const first = keyDown(link, ' ');
    expect(first.defaultPrevented, 'the page must not scroll').toBe(true);
    expect(keyDown(link, ' ', { repeat: true }).defaultPrevented).toBe(true);
    link.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', bubbles: true }));
    await settle();
    expect(keys).toEqual(['keydown: ']);
    expect(clicks).not.toHaveBeenCalled();
    expect(scroll).not.toHaveBeenCalled();
  });

  it('interaction: Enter on a role=button element (no native click) is held and replayed; Enter on a link is left to its click', async () => {
    document.body.innerHTML = '<span tabindex="0" role="button" data-fondant="entry">go</span><a href="#l" data-fondant="entry">link</a>';
    const seen: string[] = [];
    registry = createRegistry();
    registry.register(
      widget('entry', ({ element, listen }) => {
        listen(element, 'keydown', (event: KeyboardEvent) => seen.push(`${element.tagName}:${event.key}`));
        listen(element, 'click', () => seen.push(`${element.tagName}:click`));
      }, { load: 'interaction' }).definition,
    );
    registry.start();
    const [span, link] = [document.querySelector('span')!, document.querySelector('a')!];
    expect(keyDown(span, 'Enter').defaultPrevented).toBe(true);
    expect(keyDown(link, 'Enter').defaultPrevented, 'the browser clicks the link, and that click is held').toBe(false);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await settle();
    expect(seen.sort()).toEqual(['A:click', 'SPAN:Enter']);
  });

  it('interaction: Space on a native button is left to the browser (its keyup click is what is held), and typing is untouched', async () => {
    document.body.innerHTML = '<form data-fondant="native"><button type="button">ok</button><input name="q"></form>';
    const keys = vi.fn();
    const clicks = vi.fn();
    registry = createRegistry();
    registry.register(widget('native', ({ element, listen }) => {
      listen(element, 'keydown', keys);
      listen(element, 'click', clicks);
    }, { load: 'interaction' }).definition);
    registry.start();
    const button = document.querySelector('button')!;
    expect(keyDown(button, ' ').defaultPrevented).toBe(false);
    expect(keyDown(document.querySelector('input')!, ' ').defaultPrevented).toBe(false);
    expect(keyDown(document.querySelector('input')!, 'Enter').defaultPrevented).toBe(false);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await settle();
    expect(keys).not.toHaveBeenCalled();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('interaction: when the chunk cannot load, a held Space gets its plain behaviour (the page scrolls)', async () => {
    document.body.innerHTML = '<a href="#plain" data-fondant="nokeys">×</a>';
    const module = vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module: /dist/chunks/k.js'));
    registry = createRegistry();
    registry.register(defineWidget({ name: 'nokeys', attributes: {}, load: 'interaction', module }));
    registry.start();
    const scroll = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
    const link = document.querySelector('a')!;
    const clicked = vi.fn();
    link.addEventListener('click', clicked);
    expect(keyDown(link, ' ').defaultPrevented).toBe(true);
    await settle();
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(clicked).not.toHaveBeenCalled();
  });

  it('data-fondant-load overrides the declared strategy for one element', async () => {
    document.body.innerHTML = '<div data-fondant="lazy" data-fondant-load="ready"></div>';
    const mount = vi.fn();
    registry = createRegistry();
    registry.register(widget('lazy', mount, { load: 'interaction' }).definition);
    registry.start();
    await settle();
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('logs one console.error for a bad data-fondant-load and keeps the declared strategy', async () => {
    document.body.innerHTML = '<button data-fondant="product-tabs" data-fondant-load="soon"></button>';
    const { definition, module } = widget('product-tabs', vi.fn(), { load: 'interaction' });
    registry = createRegistry();
    registry.register(definition);
    registry.start();
    await settle();
    const button = document.querySelector('button')!;
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith('[fondant] product-tabs: data-fondant-load="soon" is not one of ready, idle, visible, interaction; using "interaction"', button);
    expect(errors).toHaveLength(0);
    expect(module).not.toHaveBeenCalled();
    button.dispatchEvent(new Event('focusin', { bubbles: true }));
    await settle();
    expect(module).toHaveBeenCalledTimes(1);
  });

  it('idle: loads once the main thread is idle', async () => {
    document.body.innerHTML = '<div data-fondant="idler"></div>';
    const mount = vi.fn();
    registry = createRegistry();
    registry.register(widget('idler', mount, { load: 'idle' }).definition);
    registry.start();
    expect(mount).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await settle();
    expect(mount).toHaveBeenCalledTimes(1);
  });
});
