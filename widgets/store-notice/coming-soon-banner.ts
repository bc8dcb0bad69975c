// The "Coming soon" footer banner: a labelled landmark, like the store notice (WooCommerce prints a bare div,
// content outside any landmark), whose empty, href-less dismiss link becomes a labelled button (focusable,
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

/** Sets the attributes the markup lacks; returns the undo. */
function addMissing(element: HTMLElement, attributes: Record<string, string>): () => void {
  const added = Object.keys(attributes).filter((name) => !element.hasAttribute(name));
  for (const name of added) element.setAttribute(name, attributes[name]!);
  return () => added.forEach((name) => element.removeAttribute(name));
}

function upgradeMarkup(banner: HTMLElement, link: HTMLElement): () => void {
  const undoBanner = banner.hasAttribute('role') ? () => {} : addMissing(banner, { role: 'complementary', 'aria-label': t('comingSoonBanner') });
  const undoLink = addMissing(link, {
    role: 'button',
    ...(!link.hasAttribute('href') && { tabindex: '0' }),
    ...(!hasName(link) && { 'aria-label': t('comingSoonBannerDismiss') }),
  });
  return () => {
    undoBanner();
    undoLink();
  };
}

export function mountComingSoonBanner({ element: banner, listen, guard, onCleanup, signal }: MountContext<unknown>): void {
  const link = banner.querySelector<HTMLElement>(DISMISS_SELECTOR);
  if (!link) return;
  onCleanup(upgradeMarkup(banner, link));
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
