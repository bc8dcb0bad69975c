// Brevo's marketing automation (`window.sendinblue`, from its tracker script) told who subscribed, as Brevo's
// script does, only when the tracker is on the page and marketing consent allows it (no consent API: allowed).
// The contact's attributes are the fields sent, without the plugin's technical ones, passwords and empty values.
import { hasConsent } from '../../core/consent/consent.ts';

const TECHNICAL_FIELD = /^(sib_|email$|listIDs|interestingLists|security$|g-recaptcha-response$|cf-turnstile-response$)/;

export function identifyContact(email: string, sent: URLSearchParams, form: HTMLFormElement): void {
  const sendinblue = (window as unknown as { sendinblue?: { identify?: unknown } }).sendinblue;
  if (typeof sendinblue?.identify !== 'function' || email === '' || !hasConsent('marketing', true)) return;
  const passwords = new Set([...form.querySelectorAll<HTMLInputElement>('input[type=password]')].map((field) => field.name));
  const attributes: Record<string, string> = {};
  for (const [name, value] of sent) {
    if (!TECHNICAL_FIELD.test(name) && !passwords.has(name) && value.trim() !== '') attributes[name] = value.trim();
  }
  (sendinblue.identify as (email: string, attributes: Record<string, string>) => void)(email, attributes);
}
