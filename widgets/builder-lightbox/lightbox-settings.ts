// How the lightbox moves (reference §11, SPEC "Lightbox"): next and previous wrap around (Magnific Popup's gallery
// navigation), a click on the picture shows the next one, and it opens with a 333 ms zoom from the page's picture —
// a fade where `et_pb_custom.is_builder_plugin_used` turns Divi's zoom off, nothing under reduced motion. The
// controls hide after 4000 ms idle.
import { builderParams } from '../../core/config/builder-params.ts';
import { prefersReducedMotion } from '../../core/a11y/reduced-motion.ts';
import type { ViewerSettings } from '../../core/viewer/viewer-options.ts';

export const LIGHTBOX_IDLE_MS = 4000;
export const LIGHTBOX_ANIMATION_MS = 333;

/** wp_localize_script prints booleans as "1" / "" (reference §30); absent means false. */
function isOn(value: unknown): boolean {
  return value === true || value === 1 || (typeof value === 'string' && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase()));
}

export function lightboxSettings(win: Window = window): ViewerSettings {
  const theme = builderParams(win);
  const animation = prefersReducedMotion() ? 'none' : isOn(theme.is_builder_plugin_used) ? 'fade' : 'zoom';
  return { loop: true, animation, animationMs: LIGHTBOX_ANIMATION_MS, pictureClick: 'next' };
}
