// The classic cart page's own French strings (the page config's i18n overrides them by key, like the shared ones).
import { widgetStrings } from '../../core/config/strings.ts';

export const t = widgetStrings({
  cartUpdateFailed: 'Le panier n’a pas pu être mis à jour. {reason}',
  cartItemRemoveFailed: 'L’article n’a pas pu être retiré du panier. {reason}',
  cartItemRestoreFailed: 'L’article n’a pas pu être remis dans le panier. {reason}',
  shippingMethodFailed: 'Le mode d’expédition n’a pas pu être changé. {reason}',
  shippingCalculationFailed: 'Les frais d’expédition n’ont pas pu être calculés. {reason}',
  cartAnswerIncomplete: 'La réponse du serveur est incomplète.',
  cartShownAsSaved: 'Le panier affiché est celui que la boutique a enregistré.',
  couponApplyFailed: 'Le code promo n’a pas pu être appliqué. {reason}',
  couponRemoveFailed: 'Le code promo n’a pas pu être retiré. {reason}',
} as const);
