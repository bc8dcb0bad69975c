// Leaving for the shop's return URL once a payment is confirmed (its own module so tests can watch it).
import { navigateTo } from '../../core/dom/safe-redirect.ts';

export function leaveFor(url: string): void {
  navigateTo(url);
}
