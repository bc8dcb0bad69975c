// The WAI-ARIA accordion's optional keys between the headers' buttons: Down / Up to the next / previous one
// (wrapping), Home / End to the first / last. Returns the button to focus, or null when the key is not one of them.

export function accordionKeyTarget(key: string, buttons: readonly HTMLElement[], current: HTMLElement): HTMLElement | null {
  const index = buttons.indexOf(current);
  if (index < 0 || buttons.length === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return buttons[(index + 1) % buttons.length]!;
    case 'ArrowUp':
      return buttons[(index - 1 + buttons.length) % buttons.length]!;
    case 'Home':
      return buttons[0]!;
    case 'End':
      return buttons[buttons.length - 1]!;
    default:
      return null;
  }
}
