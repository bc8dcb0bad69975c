// wc_variation_form's argument: what plugins read on the legacy VariationForm instance — the form, its attribute
// fields, the details, the variation data and ajax mode — plus their jQuery wrappers when the page has jQuery.
import type { FormParts } from './form-parts.ts';
import type { Variation } from './variation-data.ts';

/** `variationData`: read at each access, since reload_product_variations may change it. */
export function legacyFormInstance(parts: FormParts, variationData: () => Variation[] | false): Record<string, unknown> {
  const jQuery = (window as Window & { jQuery?: (elements: unknown) => unknown }).jQuery;
  const wrap = (elements: unknown) => (typeof jQuery === 'function' ? jQuery(elements) : undefined);
  const wrapper = parts.details.closest('.single_variation_wrap');
  return {
    form: parts.form,
    attributeFields: parts.selects,
    singleVariation: parts.details,
    get variationData() {
      return variationData();
    },
    get useAjax() {
      return variationData() === false;
    },
    $form: wrap(parts.form),
    $product: wrap(parts.product),
    $attributeFields: wrap(parts.selects),
    $singleVariation: wrap(parts.details),
    $singleVariationWrap: wrap(wrapper),
    $resetVariations: wrap(parts.resetLink),
  };
}
