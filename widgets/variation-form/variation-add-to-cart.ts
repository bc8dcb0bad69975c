// Adding the chosen variation without leaving the page: the form's submit becomes the shared ajax add
// (product_id = the variation, every attribute_* pair, the quantity and the form's other fields); a disabled
// button explains itself in an alert instead, and a button already on its way ignores further submits.
import { clearAnnouncement } from '../../core/a11y/announcer.ts';
import { t } from '../../core/config/strings.ts';
import { addToCartViaAjax } from '../../core/cart/ajax-add-to-cart.ts';
import { showLoading } from '../../core/cart/button-state.ts';
import type { MountContext } from '../../core/registry/define-widget.ts';
import { disabledButtonMessage } from './add-to-cart-state.ts';
import type { FormParts } from './form-parts.ts';
import type { Variation } from './variation-data.ts';

/**
 * The wc-ajax add_to_cart body: the form's fields without `add-to-cart` (WooCommerce's form handler would add the
 * product a second time) and with product_id = variation_id. Null when a file is attached: only the plain form
 * post can send it.
 */
function variationCartPayload(form: HTMLFormElement, variation: Variation): Record<string, string> | null {
  const payload: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string') {
      if (value.size > 0) return null;
    } else if (name !== 'add-to-cart') {
      payload[name] = value;
    }
  }
  payload.product_id = String(variation.variation_id);
  payload.variation_id = String(variation.variation_id);
  return payload;
}

export function enableAjaxAddToCart(context: MountContext<unknown>, parts: FormParts, current: () => Variation | null): void {
  const { button, form, product } = parts;
  if (!button) return;
  context.listen(button, 'click', (event: MouseEvent) => {
    if (!button.classList.contains('disabled')) return;
    event.preventDefault();
    const message = disabledButtonMessage(button);
    if (message) window.alert(message);
  });
  context.listen(form, 'submit', (event: SubmitEvent) => {
    const variation = current();
    if (button.classList.contains('disabled') || button.classList.contains('loading')) {
      event.preventDefault();
      return;
    }
    const payload = variation && variationCartPayload(form, variation);
    if (!payload) return;
    event.preventDefault();
    const name = product?.querySelector('.product_title')?.textContent?.trim();
    if (name && !button.hasAttribute('data-success_message')) button.setAttribute('data-success_message', t('productAdded', { name }));
    clearAnnouncement();
    showLoading(button);
    return addToCartViaAjax(button, () => variationCartPayload(form, variation) ?? payload);
  });
}
