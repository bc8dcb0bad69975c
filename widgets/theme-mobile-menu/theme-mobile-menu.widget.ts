// Declaration of the theme-mobile-menu widget on the builder theme's mobile menu (`#et_mobile_nav_menu .mobile_nav`,
// reference §22): the primary and top-bar menus copied into it, its bar made a disclosure button, the 500 ms slide.
// Loads when the menu comes into view: the theme's CSS shows it only at 980 px and below, so a desktop page never
// loads it, and a window narrowed to tablet or phone width loads it then.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const themeMobileMenuWidget = defineWidget({
  name: 'theme-mobile-menu',
  selectors: ['#et_mobile_nav_menu .mobile_nav'],
  load: 'visible',
  module: () => import('./theme-mobile-menu.ts'),
});
