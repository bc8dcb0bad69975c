// Stripe.js on demand, for the express button and the card form: when the page has no Stripe.js of its own,
// Fondant adds the script itself, its address passed through Fondant's Trusted Types policy (@stripe/stripe-js
// would assign a plain string, which a page requiring Trusted Types blocks); the library then finds
// `window.Stripe` and only builds the instance. Both come in parallel: the script and the library's chunk.
import type { Stripe, StripeConstructorOptions } from '@stripe/stripe-js';
import { setScriptSource } from '../dom/trusted-types.ts';

/** The address @stripe/stripe-js itself loads (its release train); a unit test holds it to the package. */
export const STRIPE_JS_URL = 'https://js.stripe.com/endive/stripe.js';
const ANY_STRIPE_JS = 'script[src^="https://js.stripe.com/"]';

let scriptLoad: Promise<void> | undefined;

function stripeScript(): Promise<void> {
  if (typeof (window as { Stripe?: unknown }).Stripe === 'function' || document.querySelector(ANY_STRIPE_JS)) return Promise.resolve();
  scriptLoad ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    setScriptSource(script, STRIPE_JS_URL);
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      scriptLoad = undefined;
      reject(new Error('Failed to load Stripe.js'));
    });
    document.head.append(script);
  });
  return scriptLoad;
}

export async function loadStripeJs(publishableKey: string, options?: StripeConstructorOptions): Promise<Stripe | null> {
  const [, stripeJs] = await Promise.all([stripeScript(), import('@stripe/stripe-js/pure')]);
  return stripeJs.loadStripe(publishableKey, options);
}
