// The theme-slide-menu widget's chunk, on the theme's `.et_slide_in_menu_container` (header styles "slide" and
// "fullscreen", reference §23–§25, mode from the body class). The header's toggle span (and the fullscreen menu's
// close span) become buttons (menu-controls.ts); opening shows the menu as the theme does (menu-panel.ts), makes it a
// dialog — the rest of the page inert, except for the slide-in menu the header toggle that still closes it — moves
// focus to the menu's first link and keeps Tab inside; Escape, the toggle, a same-page hash link inside (the page then
// scrolls, another widget's work), and for the slide-in menu a swipe right close it, focus back on the toggle. A
// swipe left from the screen's right edge opens the slide-in menu; the fullscreen menu closes when the page's
// visibility changes. Submenus toggle over 700 ms (menu-submenus.ts).
import { cycleFocus, focusableControls } from '../../core/a11y/focus-cycle.ts';
import { spanButton } from '../../core/a11y/span-button.ts';
import { nameUnlabelled } from '../../core/a11y/unlabelled.ts';
import { builderBundleRuns } from '../../core/dom/builder-bundle.ts';
import { snapshotAttributes } from '../../core/dom/restore-attributes.ts';
import { listenSwipe } from '../../core/dom/swipe.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { edgeSwipe } from './edge-swipe.ts';
import { fullscreenPanel, menuMode, slidePanel } from './menu-panel.ts';
import { enhanceSubmenus } from './menu-submenus.ts';
import { inertOutside } from './page-inert.ts';
import { t } from './theme-slide-menu.strings.ts';

function isSamePageHash(link: HTMLAnchorElement): boolean {
  const href = link.getAttribute('href') ?? '';
  if (!href.includes('#') || href === '#') return false;
  return link.hash.length > 1 && link.host === location.host && link.pathname === location.pathname;
}

export function mount(context: MountContext<NoAttributes>): void {
  // The theme's own bundle drives its header when it is on the page: stay off (core/dom/builder-bundle.ts).
  if (builderBundleRuns()) return;
  const container = context.element;
  const mode = menuMode();
  const opener = mode && document.querySelector<HTMLElement>(`#main-header .et_toggle_${mode}_menu`);
  if (!mode || !opener) return;
  const closer = mode === 'fullscreen' ? container.querySelector<HTMLElement>(':scope > .et_toggle_fullscreen_menu') : null;
  const nav = container.querySelector<HTMLElement>('.et_pb_fullscreen_nav_container');
  const guard = (run: () => void) => context.guard(run);
  const panel = mode === 'slide' ? slidePanel(container, guard) : fullscreenPanel(container, guard);
  let restorePage: (() => void) | null = null;

  context.onCleanup(snapshotAttributes([container], ['id', 'role', 'aria-modal', 'aria-label']));
  container.id ||= 'fondant-slide-menu';
  container.setAttribute('role', 'dialog');
  container.setAttribute('aria-label', t('slideMenuDialog'));
  if (mode === 'fullscreen') container.setAttribute('aria-modal', 'true');
  if (nav) {
    context.onCleanup(snapshotAttributes([nav], ['role', 'aria-label']));
    nav.setAttribute('role', 'navigation');
    nav.setAttribute('aria-label', t('slideMenuNavigation'));
    enhanceSubmenus(context, nav);
  }
  context.onCleanup(nameUnlabelled(container.querySelector<HTMLButtonElement>('button#searchsubmit_header'), t('slideMenuSearchSubmit')));
  context.onCleanup(nameUnlabelled(container.querySelector<HTMLInputElement>('input.et-search-field'), t('slideMenuSearchField')));

  /** What Tab cycles through while open: the menu's controls, and the slide-in menu's toggle (it stays usable). */
  const trapped = () => {
    const inside = focusableControls(container);
    return mode === 'slide' ? [...inside, opener] : inside;
  };

  const open = () => {
    if (panel.isOpen()) return;
    panel.open();
    opener.setAttribute('aria-expanded', 'true');
    restorePage = inertOutside(mode === 'slide' ? [container, opener] : [container]);
    const first = nav?.querySelector<HTMLElement>('a[href]') ?? focusableControls(container)[0];
    first?.focus({ preventScroll: true });
  };
  const close = () => {
    if (!panel.isOpen()) return;
    const focusWasInside = container.contains(document.activeElement) || document.activeElement === opener;
    panel.close();
    opener.setAttribute('aria-expanded', 'false');
    restorePage?.();
    restorePage = null;
    if (focusWasInside) opener.focus({ preventScroll: true });
  };
  const toggle = () => (panel.isOpen() ? close() : open());

  context.onCleanup(() => {
    restorePage?.();
    panel.reset();
  });
  spanButton(context, opener, t('slideMenuOpen'), toggle);
  opener.setAttribute('aria-expanded', 'false');
  opener.setAttribute('aria-controls', container.id);
  if (closer) spanButton(context, closer, t('slideMenuClose'), close);

  context.listen(document, 'keydown', (event: KeyboardEvent) => {
    if (!panel.isOpen()) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      opener.focus({ preventScroll: true });
      return;
    }
    cycleFocus(event, trapped());
  });
  // Bubbling to the container: a submenu's link has already prevented its default and is left alone.
  context.listen(container, 'click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!event.defaultPrevented && link instanceof HTMLAnchorElement && isSamePageHash(link)) close();
  });
  if (mode === 'fullscreen') {
    context.listen(document, 'visibilitychange', close);
  } else {
    listenSwipe(context, document.documentElement, (direction, start) => {
      const move = edgeSwipe(direction, start, panel.isOpen(), document.documentElement.clientWidth || window.innerWidth);
      if (move === 'open') open();
      else if (move === 'close') close();
    });
  }
}
