// The card form's own French texts (WooPayments' messages); the page config's i18n entries override them by key.
import { pageConfig } from '../../core/config/page-config.ts';

export const paymentElementStrings = {
  invalidPaymentDetails: 'Détails de paiement non valides ou manquants. Veuillez vous assurer que le moyen de paiement fourni est correctement saisi.',
  paymentFormUnavailable: 'Le formulaire de paiement n’a pas pu être chargé. Veuillez actualiser la page ou choisir un autre moyen de paiement.',
  addPaymentMethodFailed: 'Nous ne sommes pas en mesure d’ajouter ce moyen de paiement. Veuillez actualiser la page et réessayer.',
} as const;

export type PaymentElementStringKey = keyof typeof paymentElementStrings;

export function paymentElementText(key: PaymentElementStringKey): string {
  return pageConfig().i18n[key] ?? paymentElementStrings[key];
}
