// Brevo's rules for a newsletter form's values (SPEC §5): the e-mail pattern (core/dom/email-pattern.ts), the SMS number (starts with + and
// has 6 to 19 characters once spaces, parentheses, dots and dashes are gone; a 0 typed after the country prefix,
// the national trunk digit, is dropped from what is sent) and dates in the field's own `data-format`.

export { isValidEmail } from '../../core/dom/email-pattern.ts';

export const SMS_LENGTH = { min: 6, max: 19 } as const;

/** The number without its separators. */
function compactSms(value: string): string {
  return value.replace(/[\s().-]/g, '');
}

export function isValidSms(value: string): boolean {
  const compact = compactSms(value);
  return compact.startsWith('+') && compact.length >= SMS_LENGTH.min && compact.length <= SMS_LENGTH.max;
}

/** What is sent for an SMS field: '' when only the prefix is there, else the compact number, trunk zeros after
 *  the prefix dropped (+33 06… → +336…). */
export function smsToSend(value: string, prefix: string): string {
  const compact = compactSms(value);
  if (compact === '' || compact === prefix) return '';
  return compact.startsWith(prefix) ? prefix + compact.slice(prefix.length).replace(/^0+/, '') : compact;
}

/** True when the field holds nothing but the prefix (or nothing at all). */
export function isEmptySms(value: string, prefix: string): boolean {
  const compact = compactSms(value);
  return compact === '' || compact === prefix;
}

/** A filled date in `format` (dd/mm/yyyy, mm/dd/yyyy, yyyy-mm-dd…, with / - or . between the parts) that is a real day. */
export function isValidDate(value: string, format: string): boolean {
  const order = format.toLowerCase().match(/d+|m+|y+/g);
  const parts = value.trim().split(/[/.\-\s]+/);
  if (!order || order.length !== 3 || parts.length !== 3 || !parts.every((part) => /^\d+$/.test(part))) return false;
  const field = (letter: string) => Number(parts[order.findIndex((token) => token.startsWith(letter))]);
  const [day, month, year] = [field('d'), field('m'), field('y')];
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
