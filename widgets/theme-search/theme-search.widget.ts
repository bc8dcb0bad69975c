// Declaration of the theme-search widget on the builder theme's header search (`#et_top_search`, with the
// `.et_search_outer` overlay of the same header): icon and close control made buttons, the overlay's fade classes and
// 1000 ms guard as the theme swaps them, focus into the field and back, Escape and a click outside to close. When the
// main thread is idle: the icon must be a button before the shopper reaches for it.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const themeSearchWidget = defineWidget({
  name: 'theme-search',
  selectors: ['#et_top_search'],
  load: 'idle',
  module: () => import('./theme-search.ts'),
});
