// The theme's two ways of showing `.et_slide_in_menu_container` (reference §23–§24), classes and inline styles as its
// script sets them:
// - slide: shown (display block) off-canvas, 50 ms later `right: 0` and `#page-container` (and the fixed
//   `#main-header`) shifted left by the menu's width; closing reverses and hides it 700 ms later; body
//   `et_pb_slide_menu_active`, container `et_pb_slide_menu_opened`;
// - fullscreen: container `et_pb_fullscreen_menu_opened` + `et_pb_fullscreen_menu_animated` (removed 1000 ms after
//   closing), body `et_pb_fullscreen_menu_active`, `padding-top` = the menu's top bar height + 20 px.
// Under reduced motion the delays are 0 (and the CSS has no transition): the end state at once.
import { prefersReducedMotion } from '../../core/a11y/reduced-motion.ts';

export type MenuMode = 'slide' | 'fullscreen';

export const SLIDE_SHOW_MS = 50;
export const SLIDE_HIDE_MS = 700;
export const FULLSCREEN_ANIMATED_MS = 1000;

export interface MenuPanel {
  isOpen(): boolean;
  open(): void;
  close(): void;
  /** Back to the printed markup (unmount): classes, inline styles and timers. */
  reset(): void;
}

export function menuMode(body: HTMLElement = document.body): MenuMode | null {
  if (body.classList.contains('et_header_style_fullscreen')) return 'fullscreen';
  if (body.classList.contains('et_header_style_slide')) return 'slide';
  return null;
}

function later(delay: number, run: () => void): ReturnType<typeof setTimeout> | undefined {
  if (prefersReducedMotion()) {
    run();
    return undefined;
  }
  return setTimeout(run, delay);
}

export function slidePanel(container: HTMLElement, guard: (run: () => void) => () => void): MenuPanel {
  const body = document.body;
  const shifted = [document.getElementById('page-container'), body.classList.contains('et_fixed_nav') ? document.getElementById('main-header') : null].filter(
    (element): element is HTMLElement => element !== null,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const isOpen = () => container.classList.contains('et_pb_slide_menu_opened');
  return {
    isOpen,
    open() {
      if (isOpen()) return;
      clearTimeout(timer);
      container.style.display = 'block';
      const width = container.offsetWidth;
      container.style.right = `-${width}px`;
      body.classList.add('et_pb_slide_menu_active');
      container.classList.add('et_pb_slide_menu_opened');
      timer = later(SLIDE_SHOW_MS, guard(() => {
        container.style.right = '0px';
        for (const element of shifted) element.style.left = `-${width}px`;
      }));
    },
    close() {
      if (!isOpen()) return;
      clearTimeout(timer);
      container.style.right = `-${container.offsetWidth}px`;
      for (const element of shifted) element.style.left = '0px';
      body.classList.remove('et_pb_slide_menu_active');
      container.classList.remove('et_pb_slide_menu_opened');
      timer = later(SLIDE_HIDE_MS, guard(() => (container.style.display = 'none')));
    },
    reset() {
      clearTimeout(timer);
      body.classList.remove('et_pb_slide_menu_active');
      container.classList.remove('et_pb_slide_menu_opened');
      for (const property of ['display', 'right']) container.style.removeProperty(property);
      for (const element of shifted) element.style.removeProperty('left');
    },
  };
}

export function fullscreenPanel(container: HTMLElement, guard: (run: () => void) => () => void): MenuPanel {
  const body = document.body;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const isOpen = () => container.classList.contains('et_pb_fullscreen_menu_opened');
  return {
    isOpen,
    open() {
      if (isOpen()) return;
      clearTimeout(timer);
      container.classList.add('et_pb_fullscreen_menu_opened', 'et_pb_fullscreen_menu_animated');
      body.classList.add('et_pb_fullscreen_menu_active');
      const topBar = container.querySelector<HTMLElement>('.et_slide_menu_top');
      container.style.paddingTop = `${(topBar?.clientHeight ?? 0) + 20}px`;
    },
    close() {
      if (!isOpen()) return;
      clearTimeout(timer);
      container.classList.remove('et_pb_fullscreen_menu_opened');
      body.classList.remove('et_pb_fullscreen_menu_active');
      timer = later(FULLSCREEN_ANIMATED_MS, guard(() => container.classList.remove('et_pb_fullscreen_menu_animated')));
    },
    reset() {
      clearTimeout(timer);
      container.classList.remove('et_pb_fullscreen_menu_opened', 'et_pb_fullscreen_menu_animated');
      body.classList.remove('et_pb_fullscreen_menu_active');
      container.style.removeProperty('padding-top');
    },
  };
}
