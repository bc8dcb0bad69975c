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
import { renderIntoSelects } from './select-takeover.ts';
import { VariationFormView } from './VariationFormView.tsx';
import { createViewStore } from './view-store.ts';
import { loadSanitizer } from '../../core/dom/sanitize.ts';

/** Empty until a message: a live region that exists before its text is announced more reliably. */
function createNoticeHost(context: MountContext<unknown>, details: HTMLElement): HTMLElement {
  const host = document.createElement('div');
  host.className = 'fondant-variation-notice';
  host.setAttribute('role', 'alert');
  details.after(host);
  context.onCleanup(() => host.remove());
  return host;
}

export async function mount(context: MountContext<VariationFormAttributes>): Promise<void> {
  await loadSanitizer();
  const { element, attributes } = context;
  const parts = findFormParts(element);
  startCartSync();
  const fields = parts.selects.map(readAttributeField);
  const store = createViewStore(fields, parts.selects.map((select) => select.value));
  const noticeHost = createNoticeHost(context, parts.details);
  renderIntoSelects(context, parts.selects, () => {
    flushSync(() => {
      renderReact(
        context,
        <VariationFormView store={store} selects={parts.selects} fields={fields} noticeHost={noticeHost} resetAlert={parts.resetAlert} />,
        parts.details,
      );
    });
  });
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
