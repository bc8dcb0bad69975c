// What the shopper chose on a product page, read from the stock WooCommerce form (`form.variations_form` or
// `form.cart`, `.single_add_to_cart_button`, `.quantity .qty`): the add-to-cart button's state, and the Store
// API add-item body (the variation and its attribute_* values, or the simple product, with the quantity).
import type { AddItemBody } from './express-cart-api.ts';

export interface ProductForm {
  button: HTMLButtonElement | null;
  form: HTMLFormElement | null;
  quantity: HTMLInputElement | null;
}

export function findProductForm(element: Element): ProductForm {
  const scope = element.closest('.product') ?? element.ownerDocument;
  const form = scope.querySelector<HTMLFormElement>('form.variations_form, form.cart');
  return {
    form,
    button: (form ?? scope).querySelector<HTMLButtonElement>('.single_add_to_cart_button'),
    quantity: (form ?? scope).querySelector<HTMLInputElement>('.quantity .qty'),
  };
}

/** The legacy variation script marks the button `disabled` (and `wc-variation-is-unavailable`). */
export function addToCartState(parts: ProductForm): 'enabled' | 'unavailable' | 'selection-needed' {
  const button = parts.button;
  if (!button || !(button.disabled || button.classList.contains('disabled'))) return 'enabled';
  return button.classList.contains('wc-variation-is-unavailable') ? 'unavailable' : 'selection-needed';
}

function positiveInteger(value: string | null | undefined, fallback: number): number {
  const parsed = parseInt(value ?? '', 10);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** The add-item body, or null when the page names no product. */
export function selectedProduct(parts: ProductForm): AddItemBody | null {
  const { form, button } = parts;
  const quantity = positiveInteger(parts.quantity?.value, 1);
  if (form?.classList.contains('variations_form')) {
    const variationId = positiveInteger(form.querySelector<HTMLInputElement>('input[name="variation_id"]')?.value, 0);
    const productId = positiveInteger(form.getAttribute('data-product_id'), 0);
    const variation = [...form.querySelectorAll<HTMLSelectElement>('.variations select')]
      .filter((select) => select.name.startsWith('attribute_') && select.value !== '')
      .map((select) => ({ attribute: select.name, value: select.value }));
    const id = variationId || productId;
    return id > 0 ? { id, quantity, variation } : null;
  }
  const id = positiveInteger(form?.querySelector<HTMLInputElement>('[name="add-to-cart"]')?.value ?? button?.value, 0);
  return id > 0 ? { id, quantity, variation: [] } : null;
}
