// Mounts the variation form: React takes over the selects' options and the details area of the server's form
// (same options at first: no layout change), then the legacy-event controller and the ajax add to cart run.
import { flushSync } from 'react-dom';
import { startCartSync } from '../../core/cart/cart-sync.ts';
import { renderReact } from '../../core/react/react-root.ts';
import type { MountContext } from '../../core/registry/define-widget.ts';
import { enableAjaxAddToCart } from './variation-add-to-cart.ts';
import { startVariationForm } from './variation-controller.ts';
import type { VariationFormAttributes } from './variation-form.attributes.ts';
import { parseVariationData } from './variation-data.ts';
import { findFormParts, readAttributeField } from './form-parts.ts';
import { createFormStore } from './form-store.ts';
import { unprunedField, type PrunedField } from './option-pruner.ts';
import { VariationFormView } from './VariationFormView.tsx';

/** Empty until a message: a live region that exists before its text is announced more reliably. */
function createNoticeHost(details: HTMLElement): HTMLElement {
  const host = document.createElement('div');
  host.className = 'fondant-variation-notice';
  host.setAttribute('role', 'alert');
  details.after(host);
  return host;
}

export function mount(context: MountContext<VariationFormAttributes>): void {
  const { element, attributes } = context;
  const parts = findFormParts(element);
  startCartSync();
  const fields = parts.selects.map(readAttributeField);
  const serverOptions = parts.selects.map((select) => [...select.options]);
  const serverValues = parts.selects.map((select) => select.value);
  const options: Record<string, PrunedField> = {};
  fields.forEach((field, index) => (options[field.name] = unprunedField(field, serverValues[index]!)));
  const store = createFormStore({ options, shown: null, notice: null, resetAnnounced: false });
  const noticeHost = createNoticeHost(parts.details);

  // Cleanups run last-registered first: the choices are read before React's unmount empties the selects, and
  // the server's options come back after it.
  let choicesAtUnmount = serverValues;
  context.onCleanup(() => {
    noticeHost.remove();
    parts.selects.forEach((select, index) => {
      select.replaceChildren(...serverOptions[index]!);
      select.value = choicesAtUnmount[index]!;
    });
  });
  parts.selects.forEach((select) => select.replaceChildren());
  // Synchronous, so the selects are never seen empty.
  flushSync(() => {
    renderReact(
      context,
      <VariationFormView store={store} selects={parts.selects} fields={fields} noticeHost={noticeHost} resetAlert={parts.resetAlert} />,
      parts.details,
    );
  });
  context.onCleanup(() => (choicesAtUnmount = parts.selects.map((select) => select.value)));

  const controller = startVariationForm({
    context,
    parts,
    fields,
    store,
    commit: (change) => flushSync(() => store.update(change)),
    productId: attributes.product_id,
    customData: attributes.custom_data,
    readVariations: () => parseVariationData(element.getAttribute('data-product_variations')),
  });
  enableAjaxAddToCart(context, parts, controller.current);
}
