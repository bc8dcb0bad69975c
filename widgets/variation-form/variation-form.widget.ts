// Declaration of the variable product's form (stock `form.variations_form`): the variations inline in
// data-product_variations, or `false` to ask the server. It loads when the browser is idle: until then the
// native selects and the plain form post already work, and mounting changes no layout.
import { defineWidget } from '../../core/registry/define-widget.ts';
import { variationFormAttributes } from './variation-form.attributes.ts';

export const variationFormWidget = defineWidget({
  name: 'variation-form',
  selectors: ['form.variations_form'],
  attributes: variationFormAttributes,
  load: 'idle',
  replaces: ['wc-add-to-cart-variation'],
  module: () => import('./variation-form.tsx'),
});
