// A field's description (`.woocommerce-input-wrapper span.description`) is hidden (aria-hidden) until its field is
// focused or clicked, then slides down over 250 ms; it slides up on a click outside its wrapper, on Escape in the
// field, or when a field of another wrapper gets focus. Under reduced motion it shows and hides at once.
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { slideDown, slideUp } from '../../core/dom/slide.ts';

export const DESCRIPTION_SLIDE_MS = 250;

const WRAPPER = '.woocommerce-input-wrapper';

export function mount({ element: description, listen, onCleanup }: MountContext<NoAttributes>): void {
  const wrapper = description.closest<HTMLElement>(WRAPPER);
  const field = wrapper?.querySelector<HTMLElement>('input, select, textarea');
  if (!wrapper || !field) return;
  const ariaHidden = description.getAttribute('aria-hidden');
  const display = description.style.display;
  description.style.display = 'none';
  description.setAttribute('aria-hidden', 'true');
  onCleanup(() => {
    description.style.display = display;
    if (ariaHidden === null) description.removeAttribute('aria-hidden');
    else description.setAttribute('aria-hidden', ariaHidden);
  });

  let shown = false;
  const open = () => {
    if (shown) return;
    shown = true;
    description.setAttribute('aria-hidden', 'false');
    slideDown(description, DESCRIPTION_SLIDE_MS);
  };
  const close = () => {
    if (!shown) return;
    shown = false;
    description.setAttribute('aria-hidden', 'true');
    slideUp(description, DESCRIPTION_SLIDE_MS);
  };

  listen(field, 'focus', open);
  listen(field, 'click', open);
  listen(field, 'keydown', (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  });
  listen(document, 'click', (event: MouseEvent) => {
    if (!(event.target instanceof Node) || !wrapper.contains(event.target)) close();
  });
  listen(document, 'focusin', (event: FocusEvent) => {
    if (!(event.target instanceof Element)) return;
    const otherWrapper = event.target.closest(WRAPPER);
    if (otherWrapper && otherWrapper !== wrapper) close();
  });
  if (document.activeElement === field) open();
}
