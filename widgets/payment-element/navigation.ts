// Leaving for the shop's return URL once a payment is confirmed (its own module so tests can watch it).

export function leaveFor(url: string): void {
  window.location.assign(url);
}
