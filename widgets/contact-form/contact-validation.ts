// The contact form's checks before sending (SPEC §5), in the theme's order: each visible required field filled (its
// label listed under the 'fill' text), each e-mail field by the builder's rule (written back trimmed and lowercased;
// 'invalid' listed under the errors text), then the math captcha (empty: its label under 'fill'; wrong: the
// 'wrong captcha' error, a new pair). Fields hidden by the conditional logic are skipped.
import { builderEmailAccepted, builderFieldFilled, normalizedEmail } from '../../core/forms/builder-field-rules.ts';
import type { BuilderField } from '../../core/forms/builder-fields.ts';
import type { ContactFormSettings } from './contact-form-settings.ts';
import { captchaAnswered, renewCaptcha } from './math-captcha.ts';

export interface ContactRefusal {
  /** Labels of the required fields left empty. */
  missing: string[];
  /** The other errors' texts. */
  errors: string[];
  /** The elements to mark, in the form's order. */
  refused: HTMLElement[];
}

export function checkContactForm(form: HTMLFormElement, fields: readonly BuilderField[], hidden: ReadonlySet<string>, settings: ContactFormSettings): ContactRefusal | null {
  const refusal: ContactRefusal = { missing: [], errors: [], refused: [] };
  for (const field of fields) {
    if (hidden.has(field.id)) continue;
    if (field.required && !builderFieldFilled(field.wrapper)) {
      refusal.missing.push(field.label || (field.type === 'checkbox' ? settings.checkboxLabel : field.id));
      refusal.refused.push(field.marked);
      continue;
    }
    const input = field.type === 'email' ? field.wrapper.querySelector<HTMLInputElement>('input') : null;
    if (!input || input.value.trim() === '') continue;
    input.value = normalizedEmail(input.value);
    if (!builderEmailAccepted(input.value)) {
      if (!refusal.errors.includes(settings.invalidEmail)) refusal.errors.push(settings.invalidEmail);
      refusal.refused.push(input);
    }
  }
  const captcha = form.querySelector<HTMLInputElement>('input.et_pb_contact_captcha');
  if (captcha && captcha.value.trim() === '') {
    refusal.missing.push(settings.captchaLabel);
    refusal.refused.push(captcha);
  } else if (captcha && !captchaAnswered(captcha)) {
    refusal.errors.push(settings.wrongCaptcha);
    refusal.refused.push(captcha);
    renewCaptcha(captcha, form.querySelector('.et_pb_contact_captcha_question'));
  }
  return refusal.refused.length > 0 ? refusal : null;
}
