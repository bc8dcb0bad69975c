// The builder tabs' panels, shown as the theme's script shows them (its CSS shows only `.et_pb_active_content`, the
// server's first panel, which the script never moves): inline display and opacity, `et-pb-active-slide` on the one
// shown; a change fades the old panel out over 500 ms, then the new one in over 500 ms; at once under reduced motion.
import { prefersReducedMotion } from '../../core/a11y/reduced-motion.ts';

export const FADE_MS = 500;
const ACTIVE_SLIDE = 'et-pb-active-slide';

export function showPanelAtOnce(panels: readonly HTMLElement[], shown: HTMLElement): void {
  for (const panel of panels) {
    panel.style.removeProperty('transition');
    panel.style.removeProperty('opacity');
    panel.style.display = panel === shown ? 'block' : 'none';
    panel.classList.toggle(ACTIVE_SLIDE, panel === shown);
  }
}

/** Fades from the shown panel to `next`; calls `done` when the new one is fully in. Returns a cancel function. */
export function fadeToPanel(panels: readonly HTMLElement[], previous: HTMLElement, next: HTMLElement, done: () => void): () => void {
  if (prefersReducedMotion()) {
    showPanelAtOnce(panels, next);
    done();
    return () => {};
  }
  const timers: ReturnType<typeof setTimeout>[] = [];
  previous.style.transition = `opacity ${FADE_MS}ms`;
  previous.style.opacity = '0';
  timers.push(
    setTimeout(() => {
      showPanelAtOnce(panels, next);
      next.style.opacity = '0';
      void next.offsetHeight;
      next.style.transition = `opacity ${FADE_MS}ms`;
      next.style.opacity = '1';
      timers.push(
        setTimeout(() => {
          next.style.removeProperty('transition');
          next.style.removeProperty('opacity');
          done();
        }, FADE_MS),
      );
    }, FADE_MS),
  );
  return () => timers.forEach(clearTimeout);
}
