// The form posts as printed (a plain POST, a new page), blocked meanwhile under a white 0.6 overlay with
// WooCommerce's `processing` class: a second submit is ignored, so the order is never sent twice. A submit that
// a gateway (`checkout_place_order_<gateway>`, asked on the pay-for-order form) or a page script cancelled is
// not blocked. A plugin's jQuery submit is treated alike (jquery-submit.ts). A page shown again from the
// back-forward cache is unblocked.
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { ask } from '../../core/events/bridge.ts';
import { block, unblock } from '../../core/dom/block-overlay.ts';
import { hearJQuerySubmit } from './jquery-submit.ts';
import { chosenGateway, payForOrderInstance } from './legacy-instance.ts';

const PROCESSING = 'processing';

export function blockWhileSubmitting(context: MountContext<NoAttributes>, { askGateway }: { askGateway: boolean }): void {
  const { listen } = context;
  const form = context.element as HTMLFormElement;
  const processing = () => form.classList.contains(PROCESSING);
  const vetoed = () => {
    const gateway = askGateway ? chosenGateway(form) : '';
    return gateway !== '' && ask(`checkout_place_order_${gateway}`, [payForOrderInstance(form)], { target: form }) === false;
  };
  const start = () => {
    form.classList.add(PROCESSING);
    block(form, { message: null, background: '#fff' });
  };
  // The gateway is asked first (on the form itself); the block waits for the window, so every listener on the
  // form and the document (jQuery's delegated ones too) has had its say.
  listen(form, 'submit', (event: SubmitEvent) => {
    if (processing() || vetoed()) event.preventDefault();
  });
  listen(window, 'submit', (event: SubmitEvent) => {
    if (event.target === form && !event.defaultPrevented) start();
  });
  hearJQuerySubmit(form, context, () => {
    if (processing() || vetoed()) return false;
    start();
    return true;
  });
  listen(window, 'pageshow', (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    form.classList.remove(PROCESSING);
    unblock(form);
  });
}
