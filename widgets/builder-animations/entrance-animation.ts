// Plays one entrance animation as the theme does (reference §16): the start state inline (duration, delay, speed
// curve, starting opacity, the intensity's transform), the classes `et_animated`, `et_is_animating`, the style's
// name and `infinite` for a loop, which the theme's keyframes animate; a single run is cleaned up after its
// duration plus delay: those classes and inline values go and `et_had_animation` marks the element.
import { clipBodyOverflow } from './body-overflow.ts';
import type { AnimationSettings } from './animation-settings.ts';
import { startTransform } from './animation-transform.ts';

const RUN_CLASSES = ['et_animated', 'et_is_animating', 'infinite'];
const INLINE = ['animation-duration', 'animation-delay', 'animation-timing-function', 'opacity', 'transform', 'transform-origin'];

/** The element shown as after its animation: nothing animates, `et_had_animation` marks it. */
export function showAnimated(target: HTMLElement, style = ''): void {
  target.classList.remove(...RUN_CLASSES, ...(style ? [style] : []));
  for (const property of INLINE) target.style.removeProperty(property);
  target.classList.add('et_had_animation');
}

/** Starts the animation; returns a function that stops its timer and its body clip (the caller restores the markup). */
export function playEntrance(target: HTMLElement, settings: AnimationSettings): () => void {
  const start = startTransform(settings.style, settings.intensity);
  target.style.setProperty('animation-duration', `${settings.durationMs}ms`);
  target.style.setProperty('animation-delay', `${settings.delayMs}ms`);
  target.style.setProperty('animation-timing-function', settings.speedCurve);
  target.style.setProperty('opacity', String(settings.startingOpacity / 100));
  if (start.transform) target.style.setProperty('transform', start.transform);
  if (start.origin) target.style.setProperty('transform-origin', start.origin);
  target.classList.add('et_animated', 'et_is_animating', settings.style, ...(settings.loop ? ['infinite'] : []));
  const releaseBody = clipBodyOverflow();
  if (settings.loop) return releaseBody;
  const timer = setTimeout(() => {
    showAnimated(target, settings.style);
    releaseBody();
  }, settings.durationMs + settings.delayMs);
  return () => {
    clearTimeout(timer);
    releaseBody();
  };
}
