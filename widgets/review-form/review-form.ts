// The product review form (WordPress's #commentform): the rating select becomes a star radio group, a review
// without a rating is refused with an alert when the shop requires one, and Ctrl/Cmd+Enter sends the form.
import { pageConfig } from '../../core/config/page-config.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { blockSubmitWithoutRating } from './rating-required.ts';
import { mountStarRating } from './star-rating.ts';
import { isSubmitShortcut, submitLikeButton } from './submit-shortcut.ts';

export function mount(context: MountContext<NoAttributes>): void {
  const { element, listen } = context;
  if (!(element instanceof HTMLFormElement)) return;
  const form = element;
  const rating = form.querySelector<HTMLSelectElement>('select#rating');
  if (rating) {
    const required = pageConfig().reviewRatingRequired;
    const stars = mountStarRating(rating, context, required);
    blockSubmitWithoutRating(form, rating, required, listen, () => stars.focus());
  }
  listen(form, 'keydown', (event: KeyboardEvent) => {
    if (!isSubmitShortcut(event)) return;
    event.preventDefault();
    submitLikeButton(form);
  });
}
