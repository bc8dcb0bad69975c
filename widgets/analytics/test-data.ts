// Test data, never bundled: the tracking data Google Analytics for WooCommerce prints for the demo shop's course and
// one of its supplies, in minor units.
import type { Ga4wProduct } from './ga4w-data.ts';

export const course: Ga4wProduct = {
  id: 18,
  name: 'Formation Cake Designer Intermédiaire – 10 jours',
  categories: [{ name: 'Formations' }],
  prices: { price: 185000, currency_minor_unit: 2 },
  extensions: { woocommerce_google_analytics_integration: { identifier: 'FORM-CDI-10J' } },
};

export const sugarPaste: Ga4wProduct = {
  id: 63,
  name: 'Pâte à sucre blanche 1 kg',
  categories: [{ name: 'Fournitures' }],
  prices: { price: 890, currency_minor_unit: 2 },
  extensions: { woocommerce_google_analytics_integration: { identifier: 'PAS-BL-1KG' } },
};
