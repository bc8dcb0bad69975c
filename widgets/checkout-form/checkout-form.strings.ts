// The classic checkout's own French strings (the page config's i18n overrides them by key, like the shared ones;
// WooCommerce's `i18n_checkout_error` overrides checkoutError, with its order-history link).
import { widgetStrings } from '../../core/config/strings.ts';

export const t = widgetStrings({
  checkoutError:
    'Une erreur s’est produite lors du traitement de votre commande. Veuillez vérifier qu’aucun débit n’a été effectué sur votre moyen de paiement et consulter l’historique de vos commandes avant de passer à nouveau la commande.',
  reviewUpdateFailed:
    'Le récapitulatif de votre commande n’a pas pu être mis à jour. {reason} Vos informations sont conservées et vous pouvez passer commande : les totaux seront recalculés à la validation.',
  orderOutcomeUnknown:
    'Nous ne savons pas si votre commande a été enregistrée. {reason} Elle l’a peut-être été : avant de réessayer, vérifiez si vous avez reçu un e-mail de confirmation ou consultez l’historique de vos commandes.',
  orderRetryAnyway: 'Réessayer quand même',
  orderHistoryLink: 'Consulter mes commandes',
  reloadPage: 'Recharger la page',
  couponApplyFailed: 'Le code promo n’a pas pu être appliqué. {reason}',
  couponRemoveFailed: 'Le code promo n’a pas pu être retiré. {reason}',
} as const);
