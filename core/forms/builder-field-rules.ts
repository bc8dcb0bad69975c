// The page builder's field rules (SPEC §5), shared by its contact form and the custom fields of its e-mail opt-in:
// a required field is filled (a radio or checkbox group: one option chosen), and an e-mail passes the theme's
// WordPress-is_email-like check, on the address trimmed and lowercased.

/** The address as the theme checks and sends it. */
export const normalizedEmail = (raw: string): string => raw.trim().toLowerCase();

const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** At least 6 characters, one `@`, a local part of permitted characters, a domain of two labels or more (letters,
 *  digits and dashes, no dash at either end, no empty label). */
export function builderEmailAccepted(raw: string): boolean {
  const email = normalizedEmail(raw);
  if (email.length < 6) return false;
  const parts = email.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts as [string, string];
  if (!LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label));
}

/** A builder field's wrapper (`.et_pb_contact_field`, or the opt-in's custom field) has a value: a checked option
 *  for radio and checkbox groups, else a non-blank value in its input, textarea or select. */
export function builderFieldFilled(wrapper: Element): boolean {
  const options = wrapper.querySelectorAll<HTMLInputElement>('input[type="radio"], input[type="checkbox"]');
  if (options.length > 0) return [...options].some((option) => option.checked);
  const control = wrapper.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input:not([type="hidden"]), textarea, select');
  return (control?.value.trim() ?? '') !== '';
}
