// The builder-animations widget's chunk, on one element the page builder animates: an `et_animated` element with
// its entry in the animation data starts its entrance when first visible (a button module animates its wrapper, as
// the theme does); an `et_animated` element without a usable entry, any in the builder's editing view and all of
// them under reduced motion are shown at once, never left invisible. A legacy waypoint element
// (`et-waypoint et_pb_animation_*`) gets the theme's `et-animated` when first visible, motionless under reduced
// motion. Unmounting restores the markup as the server printed it.
import { prefersReducedMotion } from '../../core/a11y/reduced-motion.ts';
import { builderBundleRuns } from '../../core/dom/builder-bundle.ts';
import { isBuilderEditing } from '../../core/dom/builder-mode.ts';
import { whenFirstVisible } from '../../core/dom/first-visible.ts';
import { snapshotAttributes } from '../../core/dom/restore-attributes.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { animationEntryFor, readAnimationData } from './animation-data.ts';
import { animationSettings } from './animation-settings.ts';
import { playEntrance, showAnimated } from './entrance-animation.ts';
import { screenMode } from '../../core/dom/screen-mode.ts';

/** What the animation moves: a button module's wrapper, else the element itself. */
function animationTarget(element: HTMLElement): HTMLElement {
  if (!element.classList.contains('et_pb_button')) return element;
  return element.closest<HTMLElement>('.et_pb_button_module_wrapper') ?? element;
}

function mountWaypoint(element: HTMLElement, context: MountContext<NoAttributes>): void {
  context.onCleanup(snapshotAttributes([element], ['class', 'style']));
  if (prefersReducedMotion()) {
    element.style.setProperty('animation', 'none');
    element.classList.add('et-animated');
    return;
  }
  context.onCleanup(whenFirstVisible(element, () => element.classList.add('et-animated')));
}

export function mount(context: MountContext<NoAttributes>): void {
  // The theme's own bundle drives this module when it is on the page: stay off (core/dom/builder-bundle.ts).
  if (builderBundleRuns()) return;
  const element = context.element;
  if (!element.classList.contains('et_animated')) {
    mountWaypoint(element, context);
    return;
  }
  const target = animationTarget(element);
  context.onCleanup(snapshotAttributes(target === element ? [element] : [element, target], ['class', 'style']));
  if (target !== element) element.classList.remove('et_animated');
  const entry = animationEntryFor(element, readAnimationData());
  if (!entry || prefersReducedMotion() || isBuilderEditing()) {
    showAnimated(target);
    return;
  }
  let stop = () => {};
  const stopWatching = whenFirstVisible(target, () => {
    stop = playEntrance(target, animationSettings(entry, screenMode()));
  });
  context.onCleanup(() => {
    stopWatching();
    stop();
  });
}
