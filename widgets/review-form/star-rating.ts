// The review form's `select#rating` shown as five stars: a WAI-ARIA radio group ("1 étoile sur 5" …) with a
// roving tabindex, keyboard and pointer selection and a hover preview. The select stays in the form, hidden,
// and carries the value; a change made to it (form reset, restored state) shows on the stars.
import { t, type StringKey } from '../../core/config/strings.ts';
import type { MountContext } from '../../core/registry/define-widget.ts';
import { starIndexForKey } from './star-keys.ts';
import { isRightToLeft } from '../../core/dom/text-direction.ts';

const STAR_COUNT = 5;
const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

export interface StarRating {
  /** Gives focus to the checked star, or the first. */
  focus(): void;
}

function createStar(value: number): HTMLElement {
  const star = document.createElement('span');
  star.className = 'fondant-star';
  star.setAttribute('role', 'radio');
  star.setAttribute('aria-label', t(`ratingOption${value}` as StringKey));
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', STAR_PATH);
  svg.append(path);
  star.append(svg);
  return star;
}

/** The radio group's name: the select's label, given an id when it has none. */
function labelId(select: HTMLSelectElement): string | null {
  const label = select.labels?.[0];
  if (!label) return null;
  label.id ||= `${select.id || 'rating'}-label`;
  return label.id;
}

export function mountStarRating(select: HTMLSelectElement, context: Pick<MountContext<unknown>, 'listen' | 'onCleanup'>, required: boolean): StarRating {
  const { listen, onCleanup } = context;
  const group = document.createElement('div');
  group.className = 'fondant-stars';
  group.setAttribute('role', 'radiogroup');
  const labelledBy = labelId(select);
  if (labelledBy) group.setAttribute('aria-labelledby', labelledBy);
  if (required) group.setAttribute('aria-required', 'true');
  const stars = Array.from({ length: STAR_COUNT }, (_, index) => createStar(index + 1));
  group.append(...stars);

  const checkedValue = () => {
    const value = Number(select.value);
    return Number.isInteger(value) && value >= 1 && value <= STAR_COUNT ? value : 0;
  };
  const render = (preview = 0) => {
    const value = checkedValue();
    const lit = preview || value;
    stars.forEach((star, index) => {
      star.setAttribute('aria-checked', String(index + 1 === value));
      star.tabIndex = index + 1 === (value || 1) ? 0 : -1;
      star.classList.toggle('fondant-star--lit', index < lit);
    });
  };
  const check = (value: number) => {
    if (checkedValue() !== value) {
      select.value = String(value);
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    render();
  };

  // The select keeps submitting the value; the group takes its place for eyes, pointers and assistive tech.
  // Its `required` would make the browser point at a hidden control: the submit check stands in for it.
  const wasRequired = select.required;
  select.before(group);
  select.hidden = true;
  select.required = false;
  render();
  onCleanup(() => {
    group.remove();
    select.hidden = false;
    select.required = wasRequired;
  });

  listen(group, 'click', (event: MouseEvent) => {
    const index = stars.findIndex((star) => event.target instanceof Node && star.contains(event.target));
    if (index >= 0) check(index + 1);
  });
  listen(group, 'keydown', (event: KeyboardEvent) => {
    const current = stars.findIndex((star) => star === event.target);
    if (current < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const index = starIndexForKey(event.key, current, STAR_COUNT, isRightToLeft(group));
    if (index === null) return;
    event.preventDefault();
    check(index + 1);
    stars[index]!.focus();
  });
  // Hover preview for mice only: a touch has no hover, and its emulated one would stick.
  listen(group, 'pointerover', (event: PointerEvent) => {
    const index = stars.findIndex((star) => event.target instanceof Node && star.contains(event.target));
    if (event.pointerType === 'mouse' && index >= 0) render(index + 1);
  });
  listen(group, 'pointerleave', () => render());
  listen(select, 'change', () => render());
  // A form reset restores the select after its `reset` event has run: show the stars once it is done.
  listen(select.form ?? select, 'reset', () => window.setTimeout(() => render()));
  // The label names a hidden control now: send its clicks to the stars.
  if (labelledBy) {
    listen(document.getElementById(labelledBy)!, 'click', (event: MouseEvent) => {
      event.preventDefault();
      stars[Math.max(checkedValue(), 1) - 1]!.focus();
    });
  }

  return { focus: () => stars[Math.max(checkedValue(), 1) - 1]!.focus() };
}
