// The Menu modules' French strings (the page config's i18n overrides them by key; the module prints no text of its
// own for these controls): the navigation's name by where the module is — numbered when that area has several —
// which the mobile bar shares, the search controls' and field's names, the cart link's name.
import { widgetStrings } from '../../core/config/strings.ts';

export const t = widgetStrings({
  menuNavHeader: 'Menu de l’en-tête',
  menuNavFooter: 'Menu du pied de page',
  menuNavPage: 'Menu de la page',
  menuNavNumbered: '{name} {number}',
  menuSearchOpen: 'Rechercher',
  menuSearchClose: 'Fermer la recherche',
  menuSearchField: 'Rechercher sur le site',
  menuCart: 'Panier',
} as const);
