// The builder-multi-view widget's chunk, on one element with `data-et-multi-view`: it shows the values of the
// screen mode (desktop above 980 px, tablet to 768 px, phone below), switched again 200 ms after the window is
// resized, and while its hover element (the `hover_selector`, else the closest module) is hovered, focused within
// or touched, the hover values; the source gets `et_multi_view_swapped` once something was swapped, the hover
// element `et_multi_view__hover_selector` and, while hovered, `et_multi_view__hovered` (the theme's classes).
// Values that are not JSON leave the element as printed; unmounting puts everything back.
import { builderBundleRuns } from '../../core/dom/builder-bundle.ts';
import { onResizeSettled } from '../../core/dom/on-resize-settled.ts';
import { loadSanitizer } from '../../core/dom/sanitize.ts';
import { screenMode } from '../../core/dom/screen-mode.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { readMultiView, valuesInMode, type MultiView } from './multi-view-schema.ts';
import { viewTarget } from './view-target.ts';

const SWAPPED = 'et_multi_view_swapped';
const HOVER_SELECTOR = 'et_multi_view__hover_selector';
const HOVERED = 'et_multi_view__hovered';

function find(selector: string | null, within: ParentNode): HTMLElement | null {
  if (!selector) return null;
  try {
    return within.querySelector<HTMLElement>(selector);
  } catch {
    return null;
  }
}

function hoverElementOf(element: HTMLElement, view: MultiView): HTMLElement | null {
  if (!view.modes.hover) return null;
  return find(view.hoverSelector, document) ?? element.closest<HTMLElement>('.et_pb_module') ?? element;
}

export async function mount(context: MountContext<NoAttributes>): Promise<void> {
  // The theme's own bundle drives this module when it is on the page: stay off (core/dom/builder-bundle.ts).
  if (builderBundleRuns()) return;
  const source = context.element;
  const view = readMultiView(source.getAttribute('data-et-multi-view'));
  if (!view || source.localName === 'script') return;
  if (Object.values(view.modes).some((values) => values.content !== undefined)) await loadSanitizer();
  if (context.signal.aborted) return;
  const target = viewTarget(find(view.target, source) ?? find(view.target, document) ?? source);
  const printedSwapped = source.classList.contains(SWAPPED);
  const hoverElement = hoverElementOf(source, view);
  let mode = screenMode();
  let hovered = false;
  let swapped = false;
  const show = () => {
    if (mode !== 'desktop' || hovered) swapped = true;
    target.show(valuesInMode(view, mode, hovered));
    if (swapped) source.classList.add(SWAPPED);
  };
  context.onCleanup(() => {
    target.restore();
    if (!printedSwapped) source.classList.remove(SWAPPED);
    hoverElement?.classList.remove(HOVER_SELECTOR, HOVERED);
  });
  show();

  onResizeSettled(context, () => {
    const next = screenMode();
    if (next === mode) return;
    mode = next;
    show();
  });

  if (!hoverElement) return;
  hoverElement.classList.add(HOVER_SELECTOR);
  const setHovered = (next: boolean) => {
    if (next === hovered) return;
    hovered = next;
    hoverElement.classList.toggle(HOVERED, hovered);
    show();
  };
  context.listen(hoverElement, 'pointerenter', (event) => {
    if ((event as PointerEvent).pointerType !== 'touch') setHovered(true);
  });
  context.listen(hoverElement, 'pointerleave', (event) => {
    if ((event as PointerEvent).pointerType !== 'touch') setHovered(hoverElement.contains(document.activeElement));
  });
  context.listen(hoverElement, 'focusin', () => setHovered(true));
  context.listen(hoverElement, 'focusout', (event) => setHovered(hoverElement.contains((event as FocusEvent).relatedTarget as Node | null) || hoverElement.matches(':hover')));
  // A touch shows the hover values until a touch elsewhere, as the theme's touchstart does.
  context.listen(document, 'pointerdown', (event) => {
    if ((event as PointerEvent).pointerType === 'touch') setHovered(hoverElement.contains(event.target as Node));
  });
}
