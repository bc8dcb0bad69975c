// The form posts as printed (a plain POST, a new page), blocked meanwhile under a white 0.6 overlay with
// WooCommerce's `processing` class: a second submit is ignored, so the order is never sent twice. A submit that
// a gateway (`checkout_place_order_<gateway>`, asked on the pay-for-order form) or a page script cancelled is
// not blocked. A page shown again from the back-forward cache is unblocked.
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { ask } from '../../core/events/bridge.ts';
import { block, unblock } from '../../core/dom/block-overlay.ts';
import { chosenGateway, payForOrderInstance } from './legacy-instance.ts';

const PROCESSING = 'processing';

export function blockWhileSubmitting({ element, listen }: MountContext<NoAttributes>, { askGateway }: { askGateway: boolean }): void {
  const form = element as HTMLFormElement;
  const release = () => {
    form.classList.remove(PROCESSING);
    unblock(form);
  };
  // The gateway is asked first (on the form itself); the block waits for the window, so every listener on the
  // form and the document (jQuery's delegated ones too) has had its say.
  listen(form, 'submit', (event: SubmitEvent) => {
    if (form.classList.contains(PROCESSING)) {
      event.preventDefault();
      return;
    }
    const gateway = askGateway ? chosenGateway(form) : '';
    if (gateway && ask(`checkout_place_order_${gateway}`, [payForOrderInstance(form)], { target: form }) === false) event.preventDefault();
  });
  listen(window, 'submit', (event: SubmitEvent) => {
    if (event.target !== form || event.defaultPrevented) return;
    form.classList.add(PROCESSING);
    block(form, { message: null, background: '#fff' });
  });
  listen(window, 'pageshow', (event: PageTransitionEvent) => {
    if (event.persisted) release();
  });
}
