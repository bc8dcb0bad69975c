// The builder-link widget's chunk, on one module the page builder made clickable (`.et_clickable` with a link
// option): a click anywhere in it goes where the option says (a new window for `_blank` or a modified click, a
// smooth scroll and a history entry for a same-page anchor, the reviews tab for `#product_reviews_tab`), except on
// its own links and controls and on the theme's exception list (toggle titles, form fields, tab links, …), while
// text is being selected, and in the page builder's editing view. Keyboards and screen readers get a real link to
// the same place (keyboard-link.ts). An address other than http(s) or a page anchor does nothing.
import { builderBundleRuns } from '../../core/dom/builder-bundle.ts';
import { prefersReducedMotion } from '../../core/a11y/reduced-motion.ts';
import { isBuilderEditing } from '../../core/dom/builder-mode.ts';
import { navigateTo, openInNewWindow } from '../../core/dom/safe-redirect.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { addKeyboardLink } from './keyboard-link.ts';
import { linkDestination, type LinkDestination } from './link-destination.ts';
import { linkOptionFor, readLinkOptions } from './link-options.ts';

/** Where a click never follows the module's link (reference §17), and the module's own interactive content. */
const NOT_THE_MODULE_LINK = [
  '.et_pb_toggle_title',
  '.mejs-container *',
  '.et_pb_contact_field input',
  '.et_pb_contact_field textarea',
  '.et_pb_contact_field_checkbox *',
  '.et_pb_contact_field_radio *',
  '.et_pb_contact_captcha',
  '.et_pb_tabs_controls a',
  '.flex-control-nav *',
  '.et_pb_menu__search-button',
  '.et_pb_menu__close-search-button',
  '.et_pb_menu__search-container *',
  '.et_pb_fullwidth_header_scroll *',
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  'label',
  'summary',
  '[contenteditable]',
].join(', ');

function go(destination: LinkDestination, newWindow: boolean): void {
  const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
  if (destination.kind === 'page') {
    if (newWindow) openInNewWindow(destination.href);
    else navigateTo(destination.href);
  } else if (destination.kind === 'reviews') {
    document.querySelector<HTMLElement>('.reviews_tab a')?.click();
    document.querySelector('.woocommerce-tabs')?.scrollIntoView({ behavior });
  } else {
    history.pushState(null, '', destination.hash);
    destination.element.scrollIntoView({ behavior });
    if (!destination.element.matches('a[href], button, input, select, textarea, [tabindex]')) destination.element.tabIndex = -1;
    destination.element.focus({ preventScroll: true });
  }
}

export function mount(context: MountContext<NoAttributes>): void {
  // The theme's own bundle drives this module when it is on the page: stay off (core/dom/builder-bundle.ts).
  if (builderBundleRuns()) return;
  const module = context.element;
  const option = linkOptionFor(module, readLinkOptions());
  const destination = option && linkDestination(option.url);
  if (!option || !destination) return;
  const newWindow = option.target === '_blank';
  const keyboardLink = destination.kind === 'page' ? addKeyboardLink(module, destination.href, newWindow) : null;
  if (keyboardLink) context.onCleanup(() => keyboardLink.remove());

  const follow = (event: MouseEvent, forceNewWindow: boolean) => {
    const target = event.target as Element | null;
    if (event.defaultPrevented || !target || target.closest(NOT_THE_MODULE_LINK)) return;
    if (isBuilderEditing() || (window.getSelection()?.toString() ?? '') !== '') return;
    event.preventDefault();
    go(destination, newWindow || forceNewWindow || event.ctrlKey || event.metaKey || event.shiftKey);
  };
  context.listen(module, 'click', (event) => follow(event as MouseEvent, false));
  context.listen(module, 'auxclick', (event) => {
    if ((event as MouseEvent).button === 1 && destination.kind === 'page') follow(event as MouseEvent, true);
  });
}
