// The HTML standard's e-mail pattern (what `input[type=email]` accepts), with a dot required in the domain as the
// newsletter plugin's and the page builder's checks require: one rule for the widgets that check addresses themselves.

const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}
