// PhotoSwipe 4's control hiding, which v5 lacks: the buttons and counter fade out after `idleMs` without
// mouse movement, key or touch (0 = never), and while the picture is dragged vertically (drag to close). During an
// open or close animation (a lightbox's) they stay hidden: white text over a background still fading in is unreadable.
import type PhotoSwipe from 'photoswipe';

const IDLE_CLASS = 'fondant-viewer--idle';
const DRAGGING_CLASS = 'fondant-viewer--dragging';
const ANIMATING_CLASS = 'fondant-viewer--animating';

export function hideControlsWhenIdle(pswp: PhotoSwipe, idleMs: number): void {
  const root = pswp.element;
  if (!root) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wake = () => {
    root.classList.remove(IDLE_CLASS);
    clearTimeout(timer);
    if (idleMs > 0) timer = setTimeout(() => root.classList.add(IDLE_CLASS), idleMs);
  };
  pswp.events.add(root, 'pointermove', (event) => {
    if ((event as PointerEvent).pointerType === 'mouse') wake();
  });
  pswp.events.add(root, 'pointerdown', wake);
  pswp.on('keydown', wake);
  pswp.on('verticalDrag', () => root.classList.add(DRAGGING_CLASS));
  pswp.on('pointerUp', () => root.classList.remove(DRAGGING_CLASS));
  pswp.on('destroy', () => clearTimeout(timer));
  wake();
}

/** Before init(): the opening animation may start within it. */
export function hideControlsWhileAnimating(pswp: PhotoSwipe): void {
  if (pswp.options.showHideAnimationType === 'none') return;
  const mark = (animating: boolean) => () => pswp.element?.classList.toggle(ANIMATING_CLASS, animating);
  pswp.on('openingAnimationStart', mark(true));
  pswp.on('openingAnimationEnd', mark(false));
  pswp.on('closingAnimationStart', mark(true));
}
