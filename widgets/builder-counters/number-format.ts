// A counter's shown value as the theme writes it: rounded, its thousands grouped with the module's separator
// (`data-number-separator`, none when empty).

export function formatCount(value: number, separator: string): string {
  const digits = String(Math.round(value));
  return separator ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator) : digits;
}
