// Declaration of the theme-landmarks widget on the builder theme's page container: its content and top bar become
// landmarks. At once: screen-reader users move by landmarks from the page's first moment.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const themeLandmarksWidget = defineWidget({
  name: 'theme-landmarks',
  selectors: ['#page-container'],
  load: 'ready',
  module: () => import('./theme-landmarks.ts'),
});
