// The French texts of a card payment's outcome that both the wallet button and the card form show (WooPayments'
// messages); the page config's i18n entries override them by key, like every other string.
import { pageConfig } from '../config/page-config.ts';

export const paymentStrings = {
  orderFailed: 'Il y a eu un problème lors du traitement de la commande.',
  paymentOutcomeUnknown: 'Un problème est survenu lors du traitement du paiement. Veuillez vérifier votre boîte de réception et actualiser la page pour réessayer.',
  paymentRequiresAction: 'Le paiement nécessite une action supplémentaire.',
} as const;

export type PaymentStringKey = keyof typeof paymentStrings;

export function paymentText(key: PaymentStringKey): string {
  return pageConfig().i18n[key] ?? paymentStrings[key];
}
