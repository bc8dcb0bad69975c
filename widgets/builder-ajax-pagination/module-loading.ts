// The module's look while a page of it loads, as the theme fades it (reference §10a.4): opacity 0.2 over 600 ms
// (jQuery's `slow`), back to its own over 600 ms once the new page is in; `aria-busy` meanwhile, and the container
// shown inert (a faded text is not for reading or clicking: a second click cannot reach a link). At once under
// reduced motion. What the module had inline (opacity, transition, aria-busy) and the container's inert state are
// what they get back.
import { prefersReducedMotion } from '../../core/a11y/reduced-motion.ts';

export const FADE_MS = 600;
export const LOADING_OPACITY = '0.2';

export interface ModuleLoading {
  start(container: HTMLElement): void;
  /** Fades back; the transition is taken off once the fade is over. */
  end(): void;
  /** Everything back at once (a link followed, the widget unmounted). */
  restore(): void;
}

export function moduleLoading(module: HTMLElement): ModuleLoading {
  /** What the module had inline before the first start(); undefined while the module is as it was. */
  let saved: { opacity: string; transition: string; busy: string | null } | undefined;
  let inertContainer: { element: HTMLElement; inert: boolean } | undefined;
  const giveBackContainer = () => {
    if (inertContainer) inertContainer.element.inert = inertContainer.inert;
    inertContainer = undefined;
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveBack = () => {
    if (!saved) return;
    module.style.transition = saved.transition;
    saved = undefined;
  };
  const fade = (opacity: string) => {
    clearTimeout(timer);
    if (prefersReducedMotion()) {
      module.style.transition = saved?.transition ?? '';
      module.style.opacity = opacity;
      return;
    }
    module.style.transition = `opacity ${FADE_MS}ms`;
    module.style.opacity = opacity;
  };
  const restoreBusy = () => {
    if (saved?.busy === null || saved === undefined) module.removeAttribute('aria-busy');
    else module.setAttribute('aria-busy', saved.busy);
  };
  return {
    start(container) {
      giveBackContainer();
      inertContainer = { element: container, inert: container.inert };
      container.inert = true;
      saved ??= { opacity: module.style.opacity, transition: module.style.transition, busy: module.getAttribute('aria-busy') };
      module.setAttribute('aria-busy', 'true');
      fade(LOADING_OPACITY);
    },
    end() {
      giveBackContainer();
      if (!saved) return;
      restoreBusy();
      fade(saved.opacity);
      if (prefersReducedMotion()) giveBack();
      else timer = setTimeout(giveBack, FADE_MS);
    },
    restore() {
      clearTimeout(timer);
      giveBackContainer();
      if (!saved) return;
      restoreBusy();
      module.style.opacity = saved.opacity;
      giveBack();
    },
  };
}
