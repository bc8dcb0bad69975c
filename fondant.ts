// The one script tag (dist/fondant.js), above both floors: the registry (core/) plus every widget's declaration
// (widgets/catalogue.ts) — selectors, attribute schema, load strategy and a lazy import. Widget code itself loads
// only where it is needed.
import { onError } from './core/registry/error-reporter.ts';
import { createRegistry } from './core/registry/registry.ts';
import { widgetCatalogue } from './widgets/catalogue.ts';

/** Where the bundle's API always is: a theme or plugin may already use the name `window.fondant` for its own data. */
const API_KEY = Symbol.for('fondant');

declare global {
  interface Window {
    /** Fondant's API when the page left the name free; whatever another script put there otherwise. */
    fondant?: unknown;
    [API_KEY]?: typeof fondant;
  }
}

const registry = createRegistry();

/** The small public API: `window[Symbol.for('fondant')]`, and `window.fondant` when no other script took that name. */
export const fondant = {
  start: registry.start,
  stop: registry.stop,
  register: registry.register,
  settled: registry.settled,
  onError,
};

if (window[API_KEY]) {
  console.warn('[fondant] the bundle is included twice on this page; the second copy does nothing.');
} else {
  Object.defineProperty(window, API_KEY, { value: fondant });
  if (window.fondant === undefined) window.fondant = fondant;
  else console.warn("[fondant] window.fondant holds another script's value, left as it is; Fondant's API is window[Symbol.for('fondant')].");
  registry.register(...widgetCatalogue);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => registry.start(), { once: true });
  else registry.start();
}
