// Declaration of the theme-submenus widget on the builder theme's header menus (`ul.nav`, reference §25): the
// dropdowns' hover classes and 200 ms leave delay, the first touch on a parent item opening it, and a disclosure
// button beside each parent link for the keyboard. When the menu comes into view: the theme's CSS hides the desktop
// menu at 980 px and below, where its dropdowns have no use (the mobile menu lists every item).
import { defineWidget } from '../../core/registry/define-widget.ts';

export const themeSubmenusWidget = defineWidget({
  name: 'theme-submenus',
  selectors: ['ul.nav'],
  load: 'visible',
  module: () => import('./theme-submenus.ts'),
});
