// The one script tag (dist/fondant.js), above both floors: the registry (core/) plus every widget's declaration
// (widgets/catalogue.ts) — selectors, attribute schema, load strategy and a lazy import. Widget code itself loads
// only where it is needed.
import { onError } from './core/registry/error-reporter.ts';
import { createRegistry } from './core/registry/registry.ts';
import { widgetCatalogue } from './widgets/catalogue.ts';

declare global {
  interface Window {
    fondant?: typeof fondant;
  }
}

const registry = createRegistry();

/** The small public API, also reachable as `window.fondant` from theme code. */
export const fondant = {
  start: registry.start,
  stop: registry.stop,
  register: registry.register,
  settled: registry.settled,
  onError,
};

if (window.fondant) {
  console.warn('[fondant] the bundle is included twice on this page; the second copy does nothing.');
} else {
  window.fondant = fondant;
  registry.register(...widgetCatalogue);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => registry.start(), { once: true });
  else registry.start();
}
