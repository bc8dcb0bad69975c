// The express checkout's French texts (WooPayments' messages, those of a payment's outcome shared with the card form, the sheet's line labels and the unknown-outcome
// notice), kept in its own chunk rather than in the entry's catalogue; the page config's i18n entries override
// them by key, like the core strings.
import { pageConfig } from '../../core/config/page-config.ts';
import { paymentStrings } from '../../core/payments/payment-strings.ts';

export const expressStrings = {
  ...paymentStrings,
  productNotAdded: 'Une erreur est survenue lors du traitement du produit avec ce moyen de paiement. Veuillez plutôt ajouter le produit au panier.',
  selectOptionsFirst: 'Veuillez sélectionner les options du produit avant de continuer.',
  updatingPaymentDetails: 'Mise à jour des informations de paiement. Veuillez réessayer dans un instant.',
  pendingShippingRate: 'En attente',
  shippingLine: 'Livraison',
  discountLine: 'Remise',
  feesLine: 'Frais',
  taxLine: 'TVA',
  refundLine: 'Remboursement',
} as const;

export type ExpressStringKey = keyof typeof expressStrings;

export function expressText(key: ExpressStringKey): string {
  return pageConfig().i18n[key] ?? expressStrings[key];
}
