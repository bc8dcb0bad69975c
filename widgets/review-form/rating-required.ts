// WooCommerce's rule for reviews: when the form has a rating field and the shop requires a rating, a review
// without one is not sent; the shopper is told with an alert ('Veuillez sélectionner une note').
import { t } from '../../core/config/strings.ts';
import type { MountContext } from '../../core/registry/define-widget.ts';

function ratingMissing(rating: HTMLSelectElement | null, required: boolean): boolean {
  return required && rating !== null && rating.value === '';
}

/**
 * Stops every submission of the form (button, Enter, requestSubmit) while the rating is missing, before other
 * submit listeners hear it, alerts, then calls `afterAlert` (which takes the shopper to the stars).
 */
export function blockSubmitWithoutRating(
  form: HTMLFormElement,
  rating: HTMLSelectElement,
  required: boolean,
  listen: MountContext<unknown>['listen'],
  afterAlert: () => void,
): void {
  const onSubmit = (event: Event) => {
    if (!ratingMissing(rating, required)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    window.alert(t('ratingRequired'));
    afterAlert();
  };
  listen(form, 'submit', onSubmit, { capture: true });
}
