// Declaration of the form field descriptions WooCommerce prints inside a field's wrapper
// (`.woocommerce-input-wrapper span.description`): hidden until the field is in use.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const fieldDescriptionsWidget = defineWidget({
  name: 'field-descriptions',
  selectors: ['.woocommerce-input-wrapper span.description'],
  // At once: the mount hides the description, which a theme without WooCommerce's CSS would show until then.
  load: 'ready',
  replaces: ['woocommerce'],
  module: () => import('./field-descriptions.ts'),
});
