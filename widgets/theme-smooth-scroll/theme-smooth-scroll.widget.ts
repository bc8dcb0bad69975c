// Declaration of the theme-smooth-scroll widget, once per page of the builder theme (`#et-main-area`, which only
// its pages print): same-page anchor links scroll under the fixed header, and the URL's hash is landed on exactly.
// At once: the hash on load and the first click must not wait.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const themeSmoothScrollWidget = defineWidget({
  name: 'theme-smooth-scroll',
  selectors: ['#et-main-area'],
  load: 'ready',
  module: () => import('./theme-smooth-scroll.ts'),
});
