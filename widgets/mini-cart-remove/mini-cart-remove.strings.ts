// The mini-cart removal's own French strings (the page config's i18n overrides them by key, like the shared ones).
import { widgetStrings } from '../../core/config/strings.ts';

export const t = widgetStrings({
  miniCartRemoveFailed: 'L’article n’a pas pu être retiré du panier. {reason}',
} as const);
