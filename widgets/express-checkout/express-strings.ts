// French user-facing texts of the express checkout widget (to move into core/config/strings.ts
// when the widget is assembled).
export const expressStrings = {
  orderFailed: 'Il y a eu un problème lors du traitement de la commande.',
  pendingShippingRate: 'En attente',
  shippingLine: 'Livraison',
  discountLine: 'Remise',
  feesLine: 'Frais',
  taxLine: 'TVA',
  refundLine: 'Remboursement',
} as const;
