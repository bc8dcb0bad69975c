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
import { VariationFormView } from './VariationFormView.tsx';
import { createViewStore } from './view-store.ts';

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
  const store = createViewStore(fields, serverValues);
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
    setView: (key, value) => flushSync(() => store.setKey(key, value)),
    productId: attributes.product_id,
    customData: attributes.custom_data,
    readVariations: () => parseVariationData(element.getAttribute('data-product_variations')),
  });
  enableAjaxAddToCart(context, parts, controller.current);
}
