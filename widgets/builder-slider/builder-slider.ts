// The builder-slider widget's chunk, on one slider of the page builder (slider, fullwidth slider, post slider,
// gallery in slider mode; reference §8, §11): the theme's arrows and dots created in its markup (slider-controls.ts),
// next / previous wrapping around, a dot going to its slide, the slides moved with the theme's state classes and
// fade (slide-show.ts), a touch swipe moving like the arrows (when the module has them); the WAI-ARIA carousel
// (carousel-aria.ts). With `et_slider_auto` (and no reduced motion) the slides advance by themselves
// (core/a11y/auto-rotation.ts): held while hovered (`et_slider_hovered`, unless `et_slider_auto_ignore_hover`) and
// while the tab is hidden, rechecked every 2 s while the root has `et_pb_pause_slider`, stopped for good when the
// visitor uses a control or moves the focus in, until the pause/play button put first in the carousel plays again.
// Videos in a leaving slide are stopped. The theme's jQuery events fire on the root for the page's scripts:
// `simple_slider_before_move_to` {direction (the index for a dot), next_slide} and `slide` {current, next} as a move
// starts, `simple_slider_after_move_to` {next_slide} once it has ended. Cleanup puts the server's markup back.
import { startAutoRotation } from '../../core/a11y/auto-rotation.ts';
import { prefersReducedMotion } from '../../core/a11y/reduced-motion.ts';
import { builderBundleRuns } from '../../core/dom/builder-bundle.ts';
import { snapshotAttributes } from '../../core/dom/restore-attributes.ts';
import { emit } from '../../core/events/bridge.ts';
import { listenSwipe } from '../../core/dom/swipe.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { announceSlides, labelCarousel, showSlideToAssistiveTech } from './carousel-aria.ts';
import { createSlideShow, type Direction } from './slide-show.ts';
import { createControls } from './slider-controls.ts';
import { readSliderSettings } from './slider-settings.ts';
import { t } from './builder-slider.strings.ts';

const SLIDE = '.et_pb_slide, .et_pb_gallery_item';
const TOUCHED = ['class', 'style', 'data-active-slide', 'role', 'aria-roledescription', 'aria-label', 'aria-live', 'inert'];

/** Stops what plays in a slide that leaves: an embedded player reloads, a `<video>` pauses. */
function stopMedia(slide: HTMLElement): void {
  // A frame's address is not a script's (no Trusted Types sink): setting it again reloads the player.
  for (const frame of slide.querySelectorAll('iframe')) if (frame.getAttribute('src')) frame.src = frame.src;
  for (const video of slide.querySelectorAll('video')) video.pause();
}

export function mount(context: MountContext<NoAttributes>): void {
  // The theme's own bundle drives this module when it is on the page: stay off (core/dom/builder-bundle.ts).
  if (builderBundleRuns()) return;
  const root = context.element;
  const container = root.querySelector<HTMLElement>(':scope > .et_pb_slides, :scope > .et_pb_gallery_items');
  const slides = container ? [...container.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.matches(SLIDE)) : [];
  if (!container || slides.length < 2) return;
  const settings = readSliderSettings(root);
  context.onCleanup(snapshotAttributes([root, container, ...slides], TOUCHED));

  const rotates = settings.auto && !prefersReducedMotion();
  let rotation: { stop(): void } | null = null;
  const show = createSlideShow(root, slides, {
    fadeMs: settings.fadeMs,
    onMove: (from, to) => {
      stopMedia(slides[from]!);
      controls.show(to);
      showSlideToAssistiveTech(slides, to);
    },
    onSettled: (to) => emit('simple_slider_after_move_to', [{ next_slide: slides[to] }], { target: root }),
  });
  context.onCleanup(() => show.finish());
  /** A move, announced to the page's scripts as the theme announces it (its jQuery events on the root). */
  const go = (target: number, direction: Direction, asked: Direction | number) => {
    if (show.moving || target === show.index) return;
    emit('simple_slider_before_move_to', [{ direction: asked, next_slide: slides[target] }], { target: root });
    emit('slide', [{ current: slides[show.index], next: slides[target] }], { target: root });
    show.moveTo(target, direction);
  };
  const step = (direction: Direction) => {
    const count = slides.length;
    go(direction === 'next' ? (show.index + 1) % count : (show.index - 1 + count) % count, direction, direction);
  };
  const byVisitor = (direction: Direction) => {
    rotation?.stop();
    step(direction);
  };
  const controls = createControls(context, root, slides.length, settings, {
    previous: () => byVisitor('previous'),
    next: () => byVisitor('next'),
    goTo: (index) => {
      rotation?.stop();
      go(index, index > show.index ? 'next' : 'previous', index);
    },
  });
  labelCarousel(root, slides, settings.label);
  controls.show(show.index);
  showSlideToAssistiveTech(slides, show.index);
  announceSlides(container, false);
  if (settings.arrows) {
    root.style.touchAction = 'pan-y';
    listenSwipe(context, root, byVisitor);
  }
  if (!rotates) return;

  rotation = startAutoRotation(context, {
    root,
    live: container,
    intervalMs: settings.speedMs,
    pausedClass: 'et_pb_pause_slider',
    hoveredClass: settings.pauseOnHover ? 'et_slider_hovered' : null,
    advance: () => step('next'),
    labels: { pause: t('sliderPause'), play: t('sliderPlay') },
  });
}
