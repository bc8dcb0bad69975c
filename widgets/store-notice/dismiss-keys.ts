// What dismisses a banner from the keyboard, as woocommerce.js has it: Enter or Space on the dismiss control
// (without Ctrl, Alt or Meta, which belong to the browser).

export function isDismissKey(event: KeyboardEvent): boolean {
  return (event.key === 'Enter' || event.key === ' ') && !event.ctrlKey && !event.altKey && !event.metaKey;
}
