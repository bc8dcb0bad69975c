// The French texts of a payment's outcome that the wallet button, the card form and the classic checkout show
// (WooPayments' messages, and an order saved whose confirmation page is refused); the page config's i18n entries
// override them by key, like every other string.
import { pageConfig } from '../config/page-config.ts';

export const paymentStrings = {
  orderFailed: 'Il y a eu un problème lors du traitement de la commande.',
  paymentOutcomeUnknown: 'Un problème est survenu lors du traitement du paiement. Veuillez vérifier votre boîte de réception et actualiser la page pour réessayer.',
  paymentRequiresAction: 'Le paiement nécessite une action supplémentaire.',
  orderRedirectRefused:
    'Votre commande a été enregistrée, mais la page de confirmation n’a pas pu être ouverte. Vérifiez votre e-mail de confirmation ou consultez l’historique de vos commandes.',
} as const;

export type PaymentStringKey = keyof typeof paymentStrings;

export function paymentText(key: PaymentStringKey): string {
  return pageConfig().i18n[key] ?? paymentStrings[key];
}
