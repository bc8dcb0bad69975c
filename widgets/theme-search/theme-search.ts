// The theme-search widget's chunk, on the builder theme's header search (`#et_top_search` and `.et_search_outer`,
// reference §21). The icon becomes a button (« Rechercher », `aria-expanded`, `aria-controls` on the form container)
// that opens the overlay (search-overlay.ts) with the theme's sizes (search-sizes.ts) and puts focus in the field;
// the close span becomes a button (« Fermer la recherche »; core/a11y/span-button.ts) and the field gets a name. The close button, Escape, or a mouseup outside
// `#main-header` close it, focus back on the icon when it was in the overlay (or left on no control by that click). The theme's 1000 ms guard ignores
// clicks meanwhile; an Escape pressed then closes the overlay once the guard is over.
import { spanButton } from '../../core/a11y/span-button.ts';
import { nameUnlabelled } from '../../core/a11y/unlabelled.ts';
import { builderBundleRuns } from '../../core/dom/builder-bundle.ts';
import { snapshotAttributes } from '../../core/dom/restore-attributes.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { searchOverlay } from './search-overlay.ts';
import { sizeSearchForm } from './search-sizes.ts';
import { t } from './theme-search.strings.ts';

export function mount(context: MountContext<NoAttributes>): void {
  // The theme's own bundle drives its header when it is on the page: stay off (core/dom/builder-bundle.ts).
  if (builderBundleRuns()) return;
  const wrapper = context.element;
  const icon = wrapper.querySelector<HTMLElement>('#et_search_icon') ?? wrapper;
  const header = document.getElementById('main-header');
  const menu = header?.querySelector<HTMLElement>('.et_menu_container');
  const form = header?.querySelector<HTMLElement>('.et_search_outer .et_search_form_container');
  const field = form?.querySelector<HTMLInputElement>('input.et-search-field, input[type="search"]');
  if (!header || !menu || !form || !field) return;
  const closeControl = form.querySelector<HTMLElement>('.et_close_search_field');
  let unsize: (() => void) | null = null;
  let closeWhenSettled = false;

  const overlay = searchOverlay(menu, form, (run) => context.guard(run), () => {
    if (!closeWhenSettled) return;
    closeWhenSettled = false;
    close();
  });
  const open = () => {
    if (!overlay.set(true)) return;
    icon.setAttribute('aria-expanded', 'true');
    unsize = sizeSearchForm(form);
    field.focus();
  };
  function close(): void {
    // Focus goes back to the icon when it was in the overlay, or lost to the page by a click outside on no control.
    const active = document.activeElement;
    const focusWasInside = form!.contains(active) || !active || active === document.body;
    if (!overlay.set(false)) return;
    icon.setAttribute('aria-expanded', 'false');
    if (focusWasInside) icon.focus();
  }

  context.onCleanup(snapshotAttributes([form], ['id']));
  context.onCleanup(nameUnlabelled(field, t('themeSearchField')));
  form.id ||= 'fondant-header-search';
  spanButton(context, icon, t('themeSearchOpen'), open);
  icon.setAttribute('aria-expanded', 'false');
  icon.setAttribute('aria-controls', form.id);
  if (closeControl) spanButton(context, closeControl, t('themeSearchClose'), close);
  context.onCleanup(() => {
    overlay.reset();
    unsize?.();
  });

  context.listen(document, 'keydown', (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !overlay.isOpen()) return;
    event.preventDefault();
    if (overlay.isAnimating()) closeWhenSettled = true;
    else close();
  });
  context.listen(document, 'mouseup', (event) => {
    if (overlay.isOpen() && !(event.target instanceof Node && header.contains(event.target))) close();
  });
  context.listen(window, 'resize', () => {
    if (!overlay.isOpen()) return;
    unsize?.();
    unsize = sizeSearchForm(form);
  }, { passive: true });
}
