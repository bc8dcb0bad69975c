// Leaving the checkout page: the order's redirect and the reloads the server asks for (one seam, so the rules
// that lead there can be tested without leaving the test page).
import { navigateTo } from '../../core/dom/safe-redirect.ts';

export function goTo(url: string): void {
  navigateTo(url);
}

export function reloadPage(): void {
  window.location.reload();
}
