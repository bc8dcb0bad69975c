// The builder theme's scroll of the checkout form after a checkout error (`checkout_error`) or a failed checkout
// update (`updated_checkout` whose answer has `result: 'failure'`): on a desktop screen (over 980 px) with the
// fixed navigation, the form's top is brought 100 px below the fixed header (#main-header's inner height), over
// 1000 ms, the landing following the header while it shrinks to its fixed height (core/dom/scroll-under-header.ts).
// It replaces WooCommerce's own scroll to the notices, which would leave them under the fixed header; on narrower
// screens the header is not fixed and WooCommerce's scroll stands. A page builder's checkout has one form per
// module: only the first one's mount listens, and the scroll brings that first form up.
import { builderBundleRuns } from '../../core/dom/builder-bundle.ts';
import { leadCheckoutForm } from '../../core/dom/checkout-forms.ts';
import { sideHeader } from '../../core/dom/fixed-header.ts';
import { screenMode } from '../../core/dom/screen-mode.ts';
import { scrollUnderHeader } from '../../core/dom/scroll-under-header.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';

export const CHECKOUT_SCROLL_OFFSET_PX = 100;
export const CHECKOUT_SCROLL_MS = 1000;

/** How far below the window's top the form lands: the fixed header's inner height and 100 px more — 100 px beside
 *  the vertical navigation's column, which covers no top (the theme counts the column's whole height there). */
export function checkoutFormOffset(doc: Document): number {
  const header = doc.getElementById('main-header');
  return (header && !sideHeader(doc) ? header.clientHeight : 0) + CHECKOUT_SCROLL_OFFSET_PX;
}

export function mount(context: MountContext<NoAttributes>): void {
  const form = context.element as HTMLFormElement;
  if (builderBundleRuns() || leadCheckoutForm(form) !== form) return;
  const bringFormIntoView = (): void => {
    if (screenMode() !== 'desktop') return;
    scrollUnderHeader(form, { offset: checkoutFormOffset, durationMs: CHECKOUT_SCROLL_MS });
  };
  context.on('checkout_error', bringFormIntoView);
  context.on('updated_checkout', (data?: unknown) => {
    if (typeof data === 'object' && data !== null && (data as { result?: unknown }).result === 'failure') bringFormIntoView();
  });
}
