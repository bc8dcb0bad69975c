// The builder theme's scroll of the checkout form after a checkout error (`checkout_error`) or a failed checkout
// update (`updated_checkout` whose answer has `result: 'failure'`): on a desktop screen (over 980 px) with the
// fixed navigation, the form's top is brought 100 px below the fixed header (#main-header's inner height), over
// 1000 ms. It replaces WooCommerce's own scroll to the notices, which would leave them under the fixed header; on
// narrower screens the header is not fixed and WooCommerce's scroll stands.
import { animateScrollTo } from '../../core/dom/animated-scroll.ts';
import { builderBundleRuns } from '../../core/dom/builder-bundle.ts';
import { screenMode } from '../../core/dom/screen-mode.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';

export const CHECKOUT_SCROLL_OFFSET_PX = 100;
export const CHECKOUT_SCROLL_MS = 1000;

/** Where the window scrolls for the form's top to sit below the fixed header and 100 px more. */
export function checkoutFormScrollTop(form: HTMLElement): number {
  const header = form.ownerDocument.getElementById('main-header');
  const headerHeight = header ? header.clientHeight : 0;
  return form.getBoundingClientRect().top + window.scrollY - CHECKOUT_SCROLL_OFFSET_PX - headerHeight;
}

export function mount(context: MountContext<NoAttributes>): void {
  if (builderBundleRuns()) return;
  const form = context.element;
  const bringFormIntoView = (): void => {
    if (screenMode() !== 'desktop') return;
    animateScrollTo(checkoutFormScrollTop(form), CHECKOUT_SCROLL_MS);
  };
  context.on('checkout_error', bringFormIntoView);
  context.on('updated_checkout', (data?: unknown) => {
    if (typeof data === 'object' && data !== null && (data as { result?: unknown }).result === 'failure') bringFormIntoView();
  });
}
