// The stock markup of a variable product's form (templates variable.php and variation-add-to-cart-button.php)
// and the product around it, found once at mount.
import { attributeNameOf } from './chosen-attributes.ts';
import type { AttributeField } from './option-pruner.ts';

export interface FormParts {
  form: HTMLFormElement;
  /** The closest `.product`: SKU, weight, dimensions and gallery live there. */
  product: HTMLElement | null;
  selects: HTMLSelectElement[];
  resetLink: HTMLElement | null;
  resetAlert: HTMLElement | null;
  /** `.single_variation`: the variation's details. */
  details: HTMLElement;
  addToCart: HTMLElement | null;
  button: HTMLElement | null;
  quantity: HTMLInputElement | null;
  variationId: HTMLInputElement | null;
}

export function findFormParts(form: HTMLElement): FormParts {
  if (!(form instanceof HTMLFormElement)) throw new Error('the variation form widget mounts on a <form>');
  const details = form.querySelector<HTMLElement>('.single_variation');
  if (!details) throw new Error('the form has no .single_variation');
  return {
    form,
    product: form.closest<HTMLElement>('.product'),
    selects: [...form.querySelectorAll<HTMLSelectElement>('.variations select')],
    resetLink: form.querySelector<HTMLElement>('.reset_variations'),
    resetAlert: form.querySelector<HTMLElement>('.reset_variations_alert'),
    details,
    addToCart: form.querySelector<HTMLElement>('.woocommerce-variation-add-to-cart'),
    button: form.querySelector<HTMLElement>('.single_add_to_cart_button'),
    quantity: form.querySelector<HTMLInputElement>('.single_variation_wrap .quantity input.qty[name="quantity"]'),
    variationId: form.querySelector<HTMLInputElement>('input[name="variation_id"], input.variation_id'),
  };
}

/** A select's options as the server rendered them (the pruning always starts again from these). */
export function readAttributeField(select: HTMLSelectElement): AttributeField {
  const options = [...select.options].map((option) => ({ value: option.value, label: option.text }));
  const placeholder = options[0]?.value === '' ? options[0] : null;
  return {
    name: attributeNameOf(select),
    placeholder,
    options: placeholder ? options.slice(1) : options,
    hidePlaceholderWhenChosen: select.dataset.show_option_none === 'no',
  };
}
