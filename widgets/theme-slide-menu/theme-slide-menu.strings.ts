// The slide-in and fullscreen menus' French strings (the page config's i18n overrides them by key; the theme's
// `et_pb_custom` has none for its header).
import { widgetStrings } from '../../core/config/strings.ts';

export const t = widgetStrings({
  slideMenuOpen: 'Ouvrir le menu',
  slideMenuClose: 'Fermer le menu',
  slideMenuDialog: 'Menu',
  slideMenuNavigation: 'Menu principal',
  slideMenuSearchSubmit: 'Rechercher',
  slideMenuSearchField: 'Rechercher sur le site',
} as const);
