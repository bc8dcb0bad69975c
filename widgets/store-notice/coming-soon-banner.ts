// The "Coming soon" footer banner: its empty, href-less dismiss link becomes a labelled button (focusable,
// Enter or Space) that saves the dismissal once, then hides the banner whatever the answer, as woocommerce.js
// does; focus goes back where it came from. The attributes it adds are removed at unmount.
import { t } from '../../core/config/strings.ts';
import type { MountContext } from '../../core/registry/define-widget.ts';
import { saveBannerDismissal } from './banner-dismissal.ts';
import { isDismissKey } from './dismiss-keys.ts';
import { trackFocusReturn } from './focus-return.ts';

const DISMISS_SELECTOR = 'a.coming-soon-footer-banner-dismiss';

function hasName(element: HTMLElement): boolean {
  return ['aria-label', 'aria-labelledby', 'title'].some((name) => element.hasAttribute(name)) || element.textContent.trim() !== '';
}

/** role=button, in the tab order, with a French name when the markup gives none; returns the undo. */
function makeButton(link: HTMLElement): () => void {
  const added: string[] = [];
  const add = (name: string, value: string) => {
    if (link.hasAttribute(name)) return;
    link.setAttribute(name, value);
    added.push(name);
  };
  add('role', 'button');
  if (!link.hasAttribute('href')) add('tabindex', '0');
  if (!hasName(link)) add('aria-label', t('comingSoonBannerDismiss'));
  return () => added.forEach((name) => link.removeAttribute(name));
}

export function mountComingSoonBanner({ element: banner, on: listen, guard, onCleanup, signal }: MountContext<unknown>): void {
  const link = banner.querySelector<HTMLElement>(DISMISS_SELECTOR);
  if (!link) return;
  onCleanup(makeButton(link));
  const returnFocus = trackFocusReturn(banner, listen);
  const hide = guard(() => {
    if (signal.aborted) return;
    returnFocus();
    banner.style.display = 'none';
  });
  let sent = false;
  const dismiss = (event: Event) => {
    event.preventDefault();
    if (sent) return;
    sent = true;
    void saveBannerDismissal(link.dataset['restUrl'] ?? '', link.dataset['restNonce'] ?? '', signal).then(hide);
  };
  listen(link, 'click', dismiss);
  listen(link, 'keydown', (event: KeyboardEvent) => {
    if (isDismissKey(event)) dismiss(event);
  });
}
