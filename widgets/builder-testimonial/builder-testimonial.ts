// The builder-testimonial widget's chunk, on one testimonial module: applies the theme's layout rule
// (testimonial-layout.ts) at mount and again once a resize settles, to a module that is displayed; the portrait's
// and the text's inline styles are given back as the server printed them at unmount.
import { builderBundleRuns } from '../../core/dom/builder-bundle.ts';
import { onResizeSettled } from '../../core/dom/on-resize-settled.ts';
import { snapshotAttributes } from '../../core/dom/restore-attributes.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { PORTRAIT_CAP_PX, testimonialLayout } from './testimonial-layout.ts';

function outerWidth(element: HTMLElement): number {
  const style = getComputedStyle(element);
  return element.offsetWidth + (parseFloat(style.marginLeft) || 0) + (parseFloat(style.marginRight) || 0);
}

export function mount(context: MountContext<NoAttributes>): void {
  // The theme's own bundle lays this module out when it is on the page: stay off (core/dom/builder-bundle.ts).
  if (builderBundleRuns()) return;
  const module = context.element;
  const portrait = module.querySelector<HTMLElement>('.et_pb_testimonial_portrait');
  const text = module.querySelector<HTMLElement>('.et_pb_testimonial_description');
  if (!text) return;
  context.onCleanup(snapshotAttributes(portrait ? [portrait, text] : [text], ['style']));
  const columnClasses = [...(module.closest('.et_pb_column')?.classList ?? [])];

  const layOut = () => {
    if (module.getClientRects().length === 0) return;
    const layout = testimonialLayout(document.documentElement.clientWidth, portrait ? outerWidth(portrait) : 0, columnClasses);
    if (layout === 'reset') {
      text.removeAttribute('style');
      return;
    }
    if (portrait && layout.capPortrait) {
      portrait.style.paddingBottom = '0px';
      portrait.style.width = `${PORTRAIT_CAP_PX}px`;
      portrait.style.height = `${PORTRAIT_CAP_PX}px`;
    }
    text.style.marginLeft = `${layout.indentPx}px`;
  };
  layOut();
  onResizeSettled(context, layOut);
}
