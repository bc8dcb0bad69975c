// The express checkout's French texts (WooPayments' messages, the sheet's line labels and the unknown-outcome
// notice), kept in its own chunk rather than in the entry's catalogue; the page config's i18n entries override
// them by key, like the core strings.
import { pageConfig } from '../../core/config/page-config.ts';

export const expressStrings = {
  orderFailed: 'Il y a eu un problème lors du traitement de la commande.',
  paymentOutcomeUnknown: 'Un problème est survenu lors du traitement du paiement. Veuillez vérifier votre boîte de réception et actualiser la page pour réessayer.',
  productNotAdded: 'Une erreur est survenue lors du traitement du produit avec ce moyen de paiement. Veuillez plutôt ajouter le produit au panier.',
  paymentRequiresAction: 'Le paiement nécessite une action supplémentaire.',
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
