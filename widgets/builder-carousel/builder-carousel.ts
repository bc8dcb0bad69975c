// The builder-carousel widget's chunk, on one fullwidth portfolio in carousel mode (reference §9): the theme's arrows
// (`div.et-pb-slider-arrows` with `a.et-pb-arrow-prev|next > span`, the `et_pb_custom` texts) put first in the items
// container as buttons named « Projets précédents / suivants » (click, Enter, Space), hidden when every item is shown;
// the items grouped by the column count of the container's width (5/4/3/2/1 from 1600/1024/768/480 px, laid out again
// 200 ms after a resize) and moved a group at a time, endless both ways (carousel-groups.ts), by the arrows or a touch
// swipe; the WAI-ARIA carousel (a region « carrousel », the shown group a « diapositive » named « Projets 1 à 4 sur
// 6 »). With `data-auto-rotate="on"` (and no reduced motion) the groups advance every `data-auto-rotate-speed` ms
// under the sliders' rules (core/a11y/auto-rotation.ts: `et_carousel_hovered` while hovered, the tab hidden, the
// paused class, the focus or a control stopping it for good, the pause/play button). Cleanup puts the server's
// markup back.
import { startAutoRotation } from '../../core/a11y/auto-rotation.ts';
import { prefersReducedMotion } from '../../core/a11y/reduced-motion.ts';
import { builderBundleRuns } from '../../core/dom/builder-bundle.ts';
import { onResizeSettled } from '../../core/dom/on-resize-settled.ts';
import { snapshotAttributes } from '../../core/dom/restore-attributes.ts';
import { listenSwipe } from '../../core/dom/swipe.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { t } from './builder-carousel.strings.ts';
import { createCarouselGroups, type Direction } from './carousel-groups.ts';
import { columnsFor, readCarouselSettings } from './carousel-settings.ts';

const TOUCHED = ['class', 'style', 'role', 'aria-roledescription', 'aria-label', 'aria-live'];

function arrowLink(className: string, text: string, label: string): HTMLAnchorElement {
  const link = document.createElement('a');
  link.className = className;
  link.href = '#';
  link.setAttribute('role', 'button');
  link.setAttribute('aria-label', label);
  const span = document.createElement('span');
  span.textContent = text;
  link.append(span);
  return link;
}

export function mount(context: MountContext<NoAttributes>): void {
  // The theme's own bundle drives this module when it is on the page: stay off (core/dom/builder-bundle.ts).
  if (builderBundleRuns()) return;
  const root = context.element;
  const container = root.querySelector<HTMLElement>(':scope > .et_pb_portfolio_items');
  const items = container ? [...container.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.matches('.et_pb_portfolio_item')) : [];
  if (!container || items.length === 0) return;
  const settings = readCarouselSettings(root);
  const original = [...container.childNodes];
  context.onCleanup(snapshotAttributes([root, container, ...items], TOUCHED));
  context.onCleanup(() => container.replaceChildren(...original));

  let rotation: { stop(): void } | null = null;
  const previous = arrowLink('et-pb-arrow-prev', settings.previousText, t('carouselPrevious'));
  const next = arrowLink('et-pb-arrow-next', settings.nextText, t('carouselNext'));
  const arrows = document.createElement('div');
  arrows.className = 'et-pb-slider-arrows';
  arrows.append(previous, next);
  container.prepend(arrows);
  root.setAttribute('role', 'region');
  root.setAttribute('aria-roledescription', t('carouselRole'));
  root.setAttribute('aria-label', settings.label);
  container.setAttribute('aria-live', 'polite');
  container.style.position = 'relative';
  container.style.overflow = 'hidden';

  const groups = createCarouselGroups(container, items, {
    moveMs: settings.moveMs,
    onShow: (group, start, shown) => {
      group.setAttribute('role', 'group');
      group.setAttribute('aria-roledescription', t('carouselGroupRole'));
      const first = start + 1;
      const last = ((start + shown - 1) % items.length) + 1;
      group.setAttribute('aria-label', shown === 1 ? t('carouselGroupOne', { first, count: items.length }) : t('carouselGroupMany', { first, last, count: items.length }));
      arrows.style.display = items.length > shown ? '' : 'none';
    },
  });
  context.onCleanup(() => groups.finish());
  const layout = () => {
    const width = container.getBoundingClientRect().width;
    groups.layout(columnsFor(width), width);
  };
  layout();
  onResizeSettled(context, layout);

  const byVisitor = (direction: Direction) => {
    rotation?.stop();
    groups.move(direction);
  };
  for (const [link, direction] of [[previous, 'previous'], [next, 'next']] as const) {
    context.listen(link, 'click', (event) => {
      event.preventDefault();
      byVisitor(direction);
    });
    // Enter already clicks a link; Space, a button's other key, would scroll the page.
    context.listen(link, 'keydown', (event: KeyboardEvent) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      byVisitor(direction);
    });
  }
  container.style.touchAction = 'pan-y';
  listenSwipe(context, container, byVisitor);
  if (!settings.autoRotate || prefersReducedMotion() || items.length < 2) return;
  rotation = startAutoRotation(context, {
    root,
    live: container,
    intervalMs: settings.speedMs,
    pausedClass: 'et_pb_pause_slider',
    hoveredClass: 'et_carousel_hovered',
    advance: () => groups.move('next'),
    labels: { pause: t('carouselPause'), play: t('carouselPlay') },
  });
}
