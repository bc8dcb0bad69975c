// reset_data (no variation any more: fired by the check, the reset link, or a plugin): no current variation, no
// pending reveal, the product's own texts and image back, the details hidden; reset_image puts back the image only.
import { cancelPendingDetails, hideDetails } from './details-visibility.ts';
import type { FormScope } from './form-scope.ts';
import { resetProductMeta } from './product-meta.ts';
import { updateVariationImage } from './variation-image.ts';

export function obeyResetData(scope: FormScope): void {
  const { parts: { form, product }, state, fire, later, obey } = scope;
  obey('reset_data', () => {
    state.current = null;
    cancelPendingDetails(state);
    if (product) resetProductMeta(product);
    fire('reset_image');
    hideDetails(scope);
  });
  obey('reset_image', () => {
    if (product) updateVariationImage(form, product, null, later);
  });
}
