// Screen-reader announcements of cart changes in the polite live region the legacy add-to-cart.js uses
// (`.widget_shopping_cart_live_region`), reused when the page has one. Text only, never HTML.

const LIVE_REGION_CLASS = 'widget_shopping_cart_live_region';

export function announce(text: string): void {
  const region = document.querySelector<HTMLElement>(`.${LIVE_REGION_CLASS}`) ?? createLiveRegion();
  region.textContent = '';
  region.textContent = text;
  // "all": a repeated message replaces the text node, so it is announced again.
  region.setAttribute('aria-relevant', 'all');
}

export function clearAnnouncement(): void {
  const region = document.querySelector<HTMLElement>(`.${LIVE_REGION_CLASS}`);
  if (!region) return;
  region.textContent = '';
  region.removeAttribute('aria-relevant');
}

function createLiveRegion(): HTMLElement {
  const region = document.createElement('div');
  region.className = `${LIVE_REGION_CLASS} screen-reader-text`;
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  document.body.append(region);
  return region;
}
