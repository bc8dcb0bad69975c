// The store notice: shown unless its cookie says it was dismissed; the dismiss link (click, Enter or Space)
// sets the cookie, hides the notice and sends focus back where it came from. Shown and hidden with an inline
// display like jQuery's show()/hide(): a style set from script is allowed under any CSP and beats both
// WooCommerce's `style="display:none;"` and fondant.css, which hides the notice where a CSP drops that style.
import type { MountContext } from '../../core/registry/define-widget.ts';
import { isDismissKey } from './dismiss-keys.ts';
import { trackFocusReturn } from './focus-return.ts';
import { isNoticeDismissed, rememberNoticeDismissed } from './notice-cookie.ts';

const DISMISS_LINK_SELECTOR = '.woocommerce-store-notice__dismiss-link';

export function mountNotice({ element: notice, listen }: MountContext<unknown>, noticeId: string | undefined): void {
  if (isNoticeDismissed(noticeId)) {
    notice.style.display = 'none';
    return;
  }
  notice.style.display = 'block';
  const link = notice.querySelector<HTMLElement>(DISMISS_LINK_SELECTOR);
  if (!link) return;
  const returnFocus = trackFocusReturn(notice, listen);
  const dismiss = (event: Event) => {
    event.preventDefault();
    if (notice.style.display === 'none') return;
    rememberNoticeDismissed(noticeId);
    returnFocus();
    notice.style.display = 'none';
  };
  listen(link, 'click', dismiss);
  listen(link, 'keydown', (event: KeyboardEvent) => {
    if (isDismissKey(event)) dismiss(event);
  });
}
