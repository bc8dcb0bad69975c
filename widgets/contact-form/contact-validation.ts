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

/** The label listed for an empty required field; without one, as the theme lists it: a checkbox group by its options'
 *  values (else `wrong_checkbox`), any other field by the captcha's label. */
function listedLabel(field: BuilderField, settings: ContactFormSettings): string {
  if (field.label) return field.label;
  if (field.type !== 'checkbox') return settings.captchaLabel;
  const options = [...field.wrapper.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].map((option) => option.value).join(', ');
  return options.trim() || settings.checkboxLabel;
}

export function checkContactForm(form: HTMLFormElement, fields: readonly BuilderField[], hidden: ReadonlySet<string>, settings: ContactFormSettings): ContactRefusal | null {
  const refusal: ContactRefusal = { missing: [], errors: [], refused: [] };
  for (const field of fields) {
    if (hidden.has(field.id)) continue;
    if (field.required && !builderFieldFilled(field.wrapper)) {
      refusal.missing.push(listedLabel(field, settings));
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
