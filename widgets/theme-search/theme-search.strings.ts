// The header search's French strings (the page config's i18n overrides them by key; the theme's `et_pb_custom` has
// none for its header).
import { widgetStrings } from '../../core/config/strings.ts';

export const t = widgetStrings({
  themeSearchOpen: 'Rechercher',
  themeSearchClose: 'Fermer la recherche',
  themeSearchField: 'Rechercher sur le site',
} as const);
