// The auto-advance of a carousel (the page builder's sliders and portfolio carousel), with the WAI-ARIA carousel's
// rules: a timer of `intervalMs` (createRotation) held while the carousel is hovered (the theme's hovered class on
// its root) and while the tab is hidden, rechecked every 2000 ms instead of advancing while the root carries the
// theme's paused class; a pause/play button put first in the carousel, named for what pressing it does; rotation
// stopped for good when the keyboard focus moves in or the visitor uses a control (`stop`), until that button plays
// again; the slides' live region off while rotating, polite when not. Everything is undone at unmount.
import type { MountContext } from '../registry/define-widget.ts';

export const PAUSED_RECHECK_MS = 2000;
export const PAUSE_BUTTON = 'fondant-carousel-pause';

export type Hold = 'hover' | 'hidden';

export interface Rotation {
  readonly playing: boolean;
  play(): void;
  stop(): void;
  hold(reason: Hold, held: boolean): void;
  dispose(): void;
}

export interface RotationOptions {
  intervalMs: number;
  /** Whether the page asks for a pause now (the theme's paused class). */
  paused(): boolean;
  advance(): void;
  onPlayingChange(playing: boolean): void;
}

/** The timer alone: every `intervalMs` while playing and not held; `stop` lasts until `play`. */
export function createRotation(options: RotationOptions): Rotation {
  let playing = false;
  const holds = new Set<Hold>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    timer = playing && holds.size === 0 ? setTimeout(tick, delayMs) : undefined;
  };
  const tick = () => {
    if (options.paused()) {
      schedule(PAUSED_RECHECK_MS);
      return;
    }
    options.advance();
    schedule(options.intervalMs);
  };
  const setPlaying = (value: boolean) => {
    if (playing === value) return;
    playing = value;
    schedule(options.intervalMs);
    options.onPlayingChange(value);
  };

  return {
    get playing() {
      return playing;
    },
    play: () => setPlaying(true),
    stop: () => setPlaying(false),
    hold(reason, held) {
      const before = holds.size;
      if (held) holds.add(reason);
      else holds.delete(reason);
      if (holds.size !== before) schedule(options.intervalMs);
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
      playing = false;
    },
  };
}

export interface AutoRotationOptions {
  root: HTMLElement;
  /** The slides' container, a live region off while rotating. */
  live: HTMLElement;
  intervalMs: number;
  /** The theme's class that suspends rotation (`et_pb_pause_slider`). */
  pausedClass: string;
  /** The class the theme puts on a hovered root while rotation is held, or null when hover does not hold it. */
  hoveredClass: string | null;
  advance(): void;
  /** The button's names: what pressing it does. */
  labels: { pause: string; play: string };
}

/** Starts the auto-advance of a carousel; `stop` is for the visitor's own moves (arrows, dots, swipe). */
export function startAutoRotation(context: MountContext<unknown>, options: AutoRotationOptions): Pick<Rotation, 'stop'> {
  const { root, live, hoveredClass } = options;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = PAUSE_BUTTON;
  const text = document.createElement('span');
  text.className = `${PAUSE_BUTTON}__text`;
  button.append(text);
  const rotation = createRotation({
    intervalMs: options.intervalMs,
    paused: () => root.classList.contains(options.pausedClass),
    advance: context.guard(options.advance),
    onPlayingChange: (playing) => {
      button.classList.toggle(`${PAUSE_BUTTON}--playing`, playing);
      text.textContent = playing ? options.labels.pause : options.labels.play;
      live.setAttribute('aria-live', playing ? 'off' : 'polite');
    },
  });
  root.prepend(button);
  context.onCleanup(() => {
    rotation.dispose();
    button.remove();
    if (hoveredClass) root.classList.remove(hoveredClass);
  });
  context.listen(button, 'click', () => (rotation.playing ? rotation.stop() : rotation.play()));
  if (hoveredClass) {
    context.listen(root, 'mouseenter', () => {
      root.classList.add(hoveredClass);
      rotation.hold('hover', true);
    });
    context.listen(root, 'mouseleave', () => {
      root.classList.remove(hoveredClass);
      rotation.hold('hover', false);
    });
  }
  context.listen(document, 'visibilitychange', () => rotation.hold('hidden', document.visibilityState === 'hidden'));
  // A focus the pointer brings (pressing a control) is the press's business; a keyboard focus moving in stops.
  let pointerDown = false;
  context.listen(root, 'pointerdown', () => (pointerDown = true));
  for (const type of ['pointerup', 'pointercancel']) context.listen(root, type, () => (pointerDown = false));
  context.listen(root, 'focusin', (event: FocusEvent) => {
    const fromInside = event.relatedTarget instanceof Node && root.contains(event.relatedTarget);
    if (pointerDown || (event.target === button && fromInside)) return;
    rotation.stop();
  });
  rotation.hold('hidden', document.visibilityState === 'hidden');
  rotation.play();
  return { stop: () => rotation.stop() };
}
