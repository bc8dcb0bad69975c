// Stripe.js on demand: the page's own copy is used as it is; otherwise Fondant adds the script (at the address
// @stripe/stripe-js would load), once, and only once it has loaded lets the library build the instance; a failed
// load is reported and tried again on the next call.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadStripeJs, STRIPE_JS_URL } from './stripe-js.ts';

/** What Stripe.js defines as it runs: here, a constructor answering its key. */
const StripeConstructor = vi.fn((key: string) => ({ key }));

/** The scripts added to the head, kept out of happy-dom's document (which would fetch them): each test plays
 *  their `load` or `error` itself. */
let added: HTMLScriptElement[] = [];
const stripeScripts = () => added.filter((script) => script.src.startsWith('https://js.stripe.com/'));
const settle = async () => {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
};

beforeEach(() => {
  added = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (node instanceof HTMLScriptElement) added.push(node);
    }
  });
  StripeConstructor.mockClear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('loadStripeJs', () => {
  it('adds no script when the page has Stripe.js already', async () => {
    vi.stubGlobal('Stripe', StripeConstructor);
    await expect(loadStripeJs('pk_test_1', { locale: 'fr' })).resolves.toEqual({ key: 'pk_test_1' });
    expect(stripeScripts()).toEqual([]);
    expect(StripeConstructor).toHaveBeenCalledWith('pk_test_1', { locale: 'fr' });
  });

  it('rejects when the script fails; the next calls add it again, once, and build only once it loaded', async () => {
    const failed = loadStripeJs('pk_test_1', {});
    await settle();
    expect(stripeScripts().map((script) => script.src)).toEqual([STRIPE_JS_URL]);
    stripeScripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Failed to load Stripe.js');
    expect(StripeConstructor).not.toHaveBeenCalled();

    const both = Promise.all([loadStripeJs('pk_test_1', { locale: 'fr' }), loadStripeJs('pk_test_1', { locale: 'fr' })]);
    await settle();
    expect(stripeScripts()).toHaveLength(2);
    expect(StripeConstructor).not.toHaveBeenCalled();
    vi.stubGlobal('Stripe', StripeConstructor);
    stripeScripts()[1]?.dispatchEvent(new Event('load'));
    await expect(both).resolves.toEqual([{ key: 'pk_test_1' }, { key: 'pk_test_1' }]);
  });

  it('loads the address @stripe/stripe-js itself would load', () => {
    const packageFolder = path.dirname(createRequire(import.meta.url).resolve('@stripe/stripe-js/package.json'));
    const pure = readFileSync(path.join(packageFolder, 'dist', 'pure.js'), 'utf8');
    const releaseTrain = /RELEASE_TRAIN = '([a-z0-9]+)'/.exec(pure)?.[1];
    expect(STRIPE_JS_URL).toBe(`https://js.stripe.com/${releaseTrain}/stripe.js`);
  });
});
