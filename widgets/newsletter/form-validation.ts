// A newsletter form checked before it is sent, in Brevo's order: a required list choice, every e-mail field,
// every SMS field, every date field. The first problem is returned with the field to mark and focus.
import { isEmptySms, isValidDate, isValidEmail, isValidSms } from './field-rules.ts';
import type { ValidationMessages } from './newsletter-settings.ts';

export interface FieldProblem {
  field: HTMLElement;
  message: string;
}

/** The prefix the SMS field of `form` starts with (its hidden `sib_SMS_prefix`, +33 by default). */
export function smsPrefixOf(form: HTMLFormElement): string {
  return form.querySelector<HTMLInputElement>('input[name="sib_SMS_prefix"]')?.value.trim() || '+33';
}

function requiredListProblem(form: HTMLFormElement, messages: ValidationMessages): FieldProblem | null {
  for (const group of form.querySelectorAll<HTMLElement>('.sib-multi-lists')) {
    if (!isRequiredGroup(group)) continue;
    const boxes = [...group.querySelectorAll<HTMLInputElement>('input.sib-interesting-lists')];
    if (boxes.length > 0 && !boxes.some((box) => box.checked)) return { field: boxes[0]!, message: messages.required };
  }
  return null;
}

export function isRequiredGroup(group: HTMLElement): boolean {
  const flag = group.dataset['require']?.trim().toLowerCase() ?? '';
  return flag !== '' && flag !== 'false' && flag !== '0';
}

export function validateSubscription(form: HTMLFormElement, messages: ValidationMessages): FieldProblem | null {
  const listProblem = requiredListProblem(form, messages);
  if (listProblem) return listProblem;
  for (const email of form.querySelectorAll<HTMLInputElement>('input[type=email]')) {
    if (email.value.trim() === '' && !email.required) continue;
    if (!isValidEmail(email.value)) return { field: email, message: messages.invalidEmail };
  }
  const prefix = smsPrefixOf(form);
  for (const sms of form.querySelectorAll<HTMLInputElement>('input.sib-sms')) {
    if (isEmptySms(sms.value, prefix)) {
      if (sms.required) return { field: sms, message: messages.required };
      continue;
    }
    if (!isValidSms(sms.value)) return { field: sms, message: messages.invalidSms };
  }
  for (const date of form.querySelectorAll<HTMLInputElement>('input.sib-date')) {
    if (date.value.trim() === '') continue;
    if (!isValidDate(date.value, date.dataset['format'] ?? 'dd/mm/yyyy')) return { field: date, message: messages.invalidDate };
  }
  return null;
}
