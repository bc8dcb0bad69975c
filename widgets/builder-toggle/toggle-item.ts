// One toggle of the page builder (an accordion item or a standalone toggle): its title heading keeps its classes and
// gets a disclosure button inside (WAI-ARIA accordion pattern: `aria-expanded`, `aria-controls` on the content),
// and the 700 ms slide of its content with the theme's classes swapped at the end, as Divi swaps them
// (`et_pb_toggle_close` → `et_pb_toggle_open` and back) so the theme's CSS keeps matching.
import { prefersReducedMotion } from '../../core/a11y/reduced-motion.ts';
import { slideDown, slideUp } from '../../core/dom/slide.ts';

export const TOGGLE_MS = 700;
const OPEN = 'et_pb_toggle_open';
const CLOSED = 'et_pb_toggle_close';

let lastId = 0;

export interface ToggleItem {
  item: HTMLElement;
  /** The heading: the whole of it is the click target, as in the theme (its sign is drawn outside the button). */
  title: HTMLElement;
  button: HTMLButtonElement;
  content: HTMLElement;
}

export const isOpen = (toggle: ToggleItem): boolean => toggle.item.classList.contains(OPEN);

/** Puts the disclosure button into the item's title; null for an item without title or content. */
export function enhanceToggle(item: HTMLElement): ToggleItem | null {
  const title = item.querySelector<HTMLElement>(':scope > .et_pb_toggle_title');
  const content = item.querySelector<HTMLElement>(':scope > .et_pb_toggle_content');
  if (!title || !content) return null;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'fondant-toggle-button';
  button.append(...title.childNodes);
  title.append(button);
  content.id ||= `fondant-toggle-${(lastId += 1)}`;
  button.setAttribute('aria-controls', content.id);
  button.setAttribute('aria-expanded', String(item.classList.contains(OPEN)));
  return { item, title, button, content };
}

/** Opens or closes the item: `aria-expanded` at once, the slide, then the theme's classes; `done` after. */
export function setToggleOpen(toggle: ToggleItem, open: boolean, done: () => void): ReturnType<typeof setTimeout> {
  const duration = prefersReducedMotion() ? 0 : TOGGLE_MS;
  toggle.button.setAttribute('aria-expanded', String(open));
  if (open) slideDown(toggle.content, duration);
  else slideUp(toggle.content, duration);
  return setTimeout(() => {
    toggle.item.classList.toggle(OPEN, open);
    toggle.item.classList.toggle(CLOSED, !open);
    done();
  }, duration);
}

/** Back to the server's markup (at unmount): the title's text out of the button. */
export function restoreToggle(toggle: ToggleItem): void {
  toggle.title.replaceChildren(...toggle.button.childNodes);
}
