// Declaration of the theme-slide-menu widget on the builder theme's slide-in and fullscreen menus
// (`.et_slide_in_menu_container`, header styles "slide" and "fullscreen"): the header toggle and close control made
// buttons, the menu opened and closed as the theme does (and by an edge swipe), a dialog keeping focus while open,
// its submenus disclosure buttons. When the main thread is idle: the menu is display:none (never 'visible'), and its
// toggle must be a button before the shopper reaches for it.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const themeSlideMenuWidget = defineWidget({
  name: 'theme-slide-menu',
  selectors: ['.et_slide_in_menu_container'],
  load: 'idle',
  module: () => import('./theme-slide-menu.ts'),
});
