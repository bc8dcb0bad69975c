// The builder's basic math captcha (SPEC §5): the answer must be the sum of the two digits the question shows
// (`data-first_digit`, `data-second_digit`); a wrong answer gets a new pair, 1 to 15 each, and an empty field.
// The field is named by its question, in French, for screen readers (the theme prints no label).
import { t } from './contact-form.strings.ts';

const digit = (input: HTMLInputElement, name: string) => Number.parseInt(input.dataset[name] ?? '', 10);

export function captchaAnswered(input: HTMLInputElement): boolean {
  const sum = digit(input, 'first_digit') + digit(input, 'second_digit');
  return Number.isFinite(sum) && input.value.trim() !== '' && Number(input.value.trim()) === sum;
}

export function nameCaptcha(input: HTMLInputElement): void {
  input.setAttribute('aria-label', t('contactCaptchaQuestion', { first: input.dataset['first_digit'] ?? '', second: input.dataset['second_digit'] ?? '' }));
  input.inputMode = 'numeric';
}

/** Writes a new pair into the field and its question, and empties the field. */
export function renewCaptcha(input: HTMLInputElement, question: Element | null, random: () => number = Math.random): void {
  const next = () => String(1 + Math.floor(random() * 15));
  input.dataset['first_digit'] = next();
  input.dataset['second_digit'] = next();
  input.value = '';
  if (question) question.textContent = `${input.dataset['first_digit']} + ${input.dataset['second_digit']}`;
  nameCaptcha(input);
}
