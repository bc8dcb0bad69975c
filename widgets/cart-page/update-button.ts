// "Mettre à jour le panier" is enabled only while a cart line's field differs from what the server printed
// (WooCommerce disables it until something changes); `disabled` with `aria-disabled` as WooCommerce sets them.

const LINE_FIELDS = '.cart_item input, .cart_item select, .cart_item textarea';

/** Each cart line field's name and value, in page order: what the server printed, or what the shopper made it. */
export function lineValues(form: HTMLFormElement): string[] {
  return [...form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(LINE_FIELDS)].map(
    (field) => `${field.name}=${field.value}`,
  );
}

export function hasChanges(form: HTMLFormElement, printed: readonly string[]): boolean {
  const now = lineValues(form);
  return now.length !== printed.length || now.some((value, index) => value !== printed[index]);
}

export function updateButton(form: HTMLFormElement): HTMLButtonElement | HTMLInputElement | null {
  return form.querySelector<HTMLButtonElement | HTMLInputElement>('[name="update_cart"]');
}

export function setUpdateEnabled(form: HTMLFormElement, enabled: boolean): void {
  const button = updateButton(form);
  if (!button) return;
  button.disabled = !enabled;
  button.setAttribute('aria-disabled', String(!enabled));
}
