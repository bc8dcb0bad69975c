// A Menu module's search (`.et_pb_menu__search-button` opening `.et_pb_menu__search-container`, the menu module notes
// §4), with the classes the module's CSS animates, swapped as the theme's script swaps them under its 1000 ms guard
// (core/dom/search-animation.ts, `et_pb_is_animating` on the container). Opening closes the module's mobile menu at
// once, hides the menu (`et_pb_menu__wrap--hidden`) and shows the container (`--visible`, losing `--hidden` /
// `--disabled`), pads it as the script does (beside the logo, or under it on tablets and phones and in the centred
// style), gives the field the menu links' font size and the focus; the guard's end adds `et_pb_no_animation` to
// both. Closing shows the menu again (`--visible`) and fades the container out (`--hidden`), `--disabled` (display:
// none) at the guard's end. The theme closes on the field's blur; here the search button pressed again, the close
// button, Escape, the focus moving out of the container or a click outside it close the search, and a close asked
// during the opening guard happens when the guard ends (the theme loses it). Focus goes back to the search button
// when a control of the search closed it with the focus inside. The buttons get names and `aria-expanded` /
// `aria-controls`; everything is put back at unmount.
import { nameUnlabelled } from '../../core/a11y/unlabelled.ts';
import type { MobileMenu } from '../../core/dom/mobile-menu.ts';
import { snapshotAttributes } from '../../core/dom/restore-attributes.ts';
import { screenMode } from '../../core/dom/screen-mode.ts';
import { searchAnimation } from '../../core/dom/search-animation.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { t } from './builder-menu.strings.ts';

const WRAP = 'et_pb_menu__wrap';
const CONTAINER = 'et_pb_menu__search-container';
const NO_ANIMATION = 'et_pb_no_animation';

let lastId = 0;

export interface SearchParts {
  module: HTMLElement;
  wrap: HTMLElement;
  container: HTMLElement;
  mobile: MobileMenu | null;
}

const contentBox = (element: Element | null) => {
  if (!element) return null;
  const style = getComputedStyle(element);
  return {
    width: element.clientWidth - parseFloat(style.paddingLeft || '0') - parseFloat(style.paddingRight || '0'),
    height: element.clientHeight - parseFloat(style.paddingTop || '0') - parseFloat(style.paddingBottom || '0'),
  };
};

/** The container's paddings and the field's font size, as the theme's script sets them when the search opens. */
function sizeSearch({ module, container }: SearchParts, field: HTMLInputElement): void {
  const logo = contentBox(module.querySelector(':scope > .et_pb_menu_inner_container > .et_pb_menu__logo-wrap, :scope > .et_pb_row > .et_pb_menu__logo-wrap'));
  const has = (style: string) => module.classList.contains(`et_pb_menu--style-${style}`) || module.classList.contains(`et_pb_fullwidth_menu--style-${style}`);
  container.style.paddingTop = '0px';
  if (has('left_aligned')) {
    if (logo) container.style.paddingLeft = `${logo.width}px`;
  } else {
    container.style.paddingLeft = '0px';
    if (screenMode() !== 'desktop' || has('centered')) container.style.paddingTop = `${logo && logo.height > 0 ? logo.height + 30 : 0}px`;
  }
  const link = module.querySelector('.et-menu-nav li a');
  if (link) field.style.fontSize = getComputedStyle(link).fontSize;
}

export function menuSearch(context: MountContext<NoAttributes>, parts: SearchParts): void {
  const { wrap, container, mobile } = parts;
  const button = wrap.querySelector<HTMLButtonElement>('.et_pb_menu__search-button');
  const closeButton = container.querySelector<HTMLButtonElement>('.et_pb_menu__close-search-button');
  const field = container.querySelector<HTMLInputElement>('input.et_pb_menu__search-input, input[type="search"]');
  if (!button || !field) return;
  /** A close asked during the opening guard, and whether it puts the focus back. */
  let closeWhenSettled: boolean | null = null;

  context.onCleanup(snapshotAttributes([wrap, container], ['class', 'style', 'id']));
  context.onCleanup(snapshotAttributes([field], ['style']));
  context.onCleanup(snapshotAttributes([button], ['aria-expanded', 'aria-controls']));
  context.onCleanup(nameUnlabelled(button, t('menuSearchOpen')));
  context.onCleanup(nameUnlabelled(closeButton, t('menuSearchClose')));
  context.onCleanup(nameUnlabelled(field, t('menuSearchField')));
  container.id ||= `fondant-menu-search-${(lastId += 1)}`;
  button.setAttribute('aria-controls', container.id);
  button.setAttribute('aria-expanded', 'false');

  const animation = searchAnimation(container, {
    isOpen: () => container.classList.contains(`${CONTAINER}--visible`),
    apply(open) {
      if (open) {
        if (mobile?.isOpen()) mobile.setOpen(false, true);
        wrap.classList.remove(`${WRAP}--visible`);
        wrap.classList.add(`${WRAP}--hidden`);
        container.classList.remove(`${CONTAINER}--hidden`, `${CONTAINER}--disabled`);
        container.classList.add(`${CONTAINER}--visible`);
      } else {
        wrap.classList.remove(`${WRAP}--hidden`);
        wrap.classList.add(`${WRAP}--visible`);
        container.classList.remove(`${CONTAINER}--visible`);
        container.classList.add(`${CONTAINER}--hidden`);
      }
    },
    settle(open) {
      if (open) {
        wrap.classList.add(NO_ANIMATION);
        container.classList.add(NO_ANIMATION);
      } else container.classList.add(`${CONTAINER}--disabled`);
    },
  }, (run) => context.guard(run), () => {
    if (closeWhenSettled === null) return;
    const focusBack = closeWhenSettled;
    closeWhenSettled = null;
    close(focusBack);
  });
  context.onCleanup(animation.stop);

  const open = () => {
    if (!animation.set(true)) return;
    button.setAttribute('aria-expanded', 'true');
    sizeSearch(parts, field);
    field.focus();
  };
  function close(focusBack: boolean): void {
    const active = document.activeElement;
    const focusWasInside = container.contains(active) || !active || active === document.body;
    if (!animation.set(false)) return;
    button!.setAttribute('aria-expanded', 'false');
    field!.blur();
    if (focusBack && focusWasInside) button!.focus();
  }
  /** Closes now, or when the opening guard ends. */
  const requestClose = (focusBack: boolean) => {
    if (!animation.isOpen()) return;
    if (animation.isAnimating()) closeWhenSettled = (closeWhenSettled ?? false) || focusBack;
    else close(focusBack);
  };

  context.listen(button, 'click', () => (animation.isOpen() ? requestClose(true) : open()));
  if (closeButton) context.listen(closeButton, 'click', () => requestClose(true));
  context.listen(document, 'keydown', (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !animation.isOpen()) return;
    event.preventDefault();
    requestClose(true);
  });
  context.listen(container, 'focusout', (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !container.contains(next)) requestClose(false);
  });
  context.listen(document, 'click', (event) => {
    const target = event.target instanceof Node ? event.target : null;
    if (target && (container.contains(target) || button.contains(target))) return;
    requestClose(false);
  });
}
