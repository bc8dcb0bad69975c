// found_variation [variation] (fired by the check, or by a plugin): the variation becomes the current one; the
// product's SKU, weight, dimensions and image, variation_id and the quantity follow it at once, and its details
// show 300 ms later.
import { showDetailsLater } from './details-visibility.ts';
import { applyQuantity, changeValue } from './form-fields.ts';
import type { FormScope } from './form-scope.ts';
import { showProductMeta } from './product-meta.ts';
import { isVariation } from './variation-data.ts';
import { updateVariationImage } from './variation-image.ts';

export function obeyFoundVariation(scope: FormScope): void {
  const { parts, state, later, obey } = scope;
  const { form, product } = parts;
  obey('found_variation', (variation: unknown) => {
    if (!isVariation(variation)) return;
    state.current = variation;
    if (product) showProductMeta(product, variation);
    if (product) updateVariationImage(form, product, variation, later);
    if (parts.variationId) changeValue(parts.variationId, String(variation.variation_id));
    applyQuantity(parts.quantity, variation);
    showDetailsLater(scope, variation);
  });
}
