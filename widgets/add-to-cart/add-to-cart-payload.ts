// What an ajax add-to-cart request sends: every data attribute of the button, named as the legacy
// script names them (dataset keys: underscores kept, hyphenated names camelCased), minus Fondant's own.
export function addToCartPayload(button: HTMLElement): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const [key, value] of Object.entries(button.dataset)) {
    if (value !== undefined && !key.startsWith('fondant')) payload[key] = value;
  }
  return payload;
}
