// The review form's `select#rating` shown as five stars: a WAI-ARIA radio group ("1 étoile sur 5" …) with a
// roving tabindex, keyboard and pointer selection and a hover preview. The select stays in the form, hidden,
// and carries the value; a change made to it (form reset, restored state) shows on the stars.
// The markup is WooCommerce's own (single-product.js): `p.stars > span > a.star-1 … a.star-5` (role=radio,
// href="#", the French name as text), `active` on the checked star and `selected` on `p.stars` once one is
// checked — so the theme's CSS for those selectors draws the stars, as it does without Fondant.
import { t, type StringKey } from '../../core/config/strings.ts';
import type { MountContext } from '../../core/registry/define-widget.ts';
import { starIndexForKey } from './star-keys.ts';
import { isRightToLeft } from '../../core/dom/text-direction.ts';

const STAR_COUNT = 5;

export interface StarRating {
  /** Gives focus to the checked star, or the first. */
  focus(): void;
}

function createStar(value: number): HTMLAnchorElement {
  const star = document.createElement('a');
  star.className = `star-${value}`;
  star.href = '#';
  star.setAttribute('role', 'radio');
  const name = t(`ratingOption${value}` as StringKey);
  star.textContent = name;
  // Named by aria-label too: the theme draws the star with ::before content, which would join a name from content.
  star.setAttribute('aria-label', name);
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
  const container = document.createElement('p');
  container.className = 'stars';
  const group = document.createElement('span');
  group.setAttribute('role', 'radiogroup');
  container.append(group);
  const labelledBy = labelId(select);
  if (labelledBy) group.setAttribute('aria-labelledby', labelledBy);
  if (required) group.setAttribute('aria-required', 'true');
  const stars = Array.from({ length: STAR_COUNT }, (_, index) => createStar(index + 1));
  // Whitespace between the stars, as single-product.js prints them: themes draw them inline-block, and the gaps
  // are the spaces.
  group.append(...stars.flatMap((star, index) => (index === 0 ? [star] : [' ', star])));

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
      star.classList.toggle('active', index + 1 === value);
      // A hook for a preview drawn by script (themes draw theirs with :hover): the checked star and those before
      // it, or those up to the star under the mouse.
      star.classList.toggle('fondant-star--lit', index < lit);
    });
    container.classList.toggle('selected', value > 0);
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
  select.before(container);
  select.hidden = true;
  select.required = false;
  render();
  onCleanup(() => {
    container.remove();
    select.hidden = false;
    select.required = wasRequired;
  });

  listen(group, 'click', (event: MouseEvent) => {
    const index = stars.findIndex((star) => event.target instanceof Node && star.contains(event.target));
    if (index < 0) return;
    // The stars are links to "#": checking one must not follow it.
    event.preventDefault();
    check(index + 1);
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
