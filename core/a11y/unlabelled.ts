// A name for a control the theme prints without one: an empty submit button, or a search field labelled only by its
// `title` and placeholder (axe: label-title-only). Nothing is done when the control has text, a `<label>`,
// `aria-label` or `aria-labelledby`; the returned function takes the name away again.

export function nameUnlabelled(control: HTMLButtonElement | HTMLInputElement | null, name: string): () => void {
  if (!control || control.hasAttribute('aria-label') || control.hasAttribute('aria-labelledby')) return () => {};
  if (control instanceof HTMLButtonElement ? control.textContent?.trim() : control.labels?.length) return () => {};
  control.setAttribute('aria-label', name);
  return () => control.removeAttribute('aria-label');
}
