// The newsletter widget's chunk, on one Brevo form: filtered typing, the SMS prefix picker, then on submit the
// checks of form-validation.ts (the first problem shown and its field focused), the captcha's answer when the form
// has one (captcha.ts), one request at a time (button
// disabled, loader shown, form busy), and the answer's message for about 5 s. After an answer the form is reset
// (the chosen prefix kept) and a known contact is identified to Brevo's marketing automation when it is on the
// page and marketing consent allows; after a failed request nothing typed is lost. In the page builder's editing
// view the form never submits.
import { navigateTo } from '../../core/dom/safe-redirect.ts';
import { HttpError } from '../../core/http/http-error.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { isBuilderEditing } from '../../core/dom/builder-mode.ts';
import { findCaptcha } from './captcha.ts';
import { mountPrefixPicker } from './country-prefix-picker.ts';
import { ANSWER_SHOWN_MS, formMessages } from './form-message.ts';
import { validateSubscription } from './form-validation.ts';
import { filterTypedKeys } from './key-filters.ts';
import { identifyContact } from './marketing-automation.ts';
import { readNewsletterSettings, type ValidationMessages } from './newsletter-settings.ts';
import { t } from './newsletter.strings.ts';
import { sendSubscription, subscriptionBody } from './subscription.ts';

/** Fields the browser refuses itself (a required one empty, an address it cannot read) speak the form's own
 *  notices, as Brevo's script makes them. */
function nativeNotices(form: HTMLFormElement, messages: ValidationMessages, listen: MountContext<NoAttributes>['listen']): void {
  listen(form, 'invalid', (event) => {
    const field = event.target as HTMLInputElement;
    if (field.validity.valueMissing) field.setCustomValidity(messages.required);
    else if (field.validity.typeMismatch && field.type === 'email') field.setCustomValidity(messages.invalidEmail);
  }, { capture: true });
  listen(form, 'input', (event) => (event.target as HTMLInputElement).setCustomValidity?.(''));
  listen(form, 'change', (event) => (event.target as HTMLInputElement).setCustomValidity?.(''));
}

export function mount(context: MountContext<NoAttributes>): void {
  const form = context.element as HTMLFormElement;
  const settings = readNewsletterSettings(form);
  const messages = formMessages(form, context);
  const picker = mountPrefixPicker(form, settings, context);
  const loader = form.querySelector<HTMLElement>('.sib_loader');
  filterTypedKeys(form, context.listen);
  nativeNotices(form, settings.messages, context.listen);
  const captcha = findCaptcha(form, settings);
  if (captcha) {
    const startCaptcha = () => void captcha.load().catch(() => undefined);
    context.listen(form, 'focusin', startCaptcha, { once: true });
    context.listen(form, 'pointerdown', startCaptcha, { once: true });
  }
  let sending = false;
  /** Counts the submissions: one that waited for the captcha while a newer one began gives way to it. */
  let attempt = 0;

  const setBusy = (busy: boolean) => {
    sending = busy;
    form.setAttribute('aria-busy', String(busy));
    for (const button of form.querySelectorAll<HTMLInputElement | HTMLButtonElement>('.sib-default-btn, [type=submit]')) button.disabled = busy;
    if (loader) loader.hidden = !busy;
  };

  /** The captcha's token; null, with the reason shown, when there is none to send. */
  const captchaToken = async (): Promise<string | null> => {
    if (!captcha) return null;
    let token: string;
    try {
      token = await captcha.response();
    } catch {
      messages.show('error', t('captchaUnavailable'));
      return null;
    }
    if (token !== '') return token;
    messages.show('warning', t('captchaRequired'));
    // The service's own control (Google's frame, Turnstile's), else its container.
    const control = captcha.element.querySelector<HTMLElement>('iframe, input:not([type=hidden]), [tabindex]') ?? captcha.element;
    if (control === captcha.element) captcha.element.tabIndex = -1;
    control.focus();
    return null;
  };

  const submit = async () => {
    const problem = validateSubscription(form, settings.messages);
    if (problem) {
      messages.show('warning', problem.message, { field: problem.field });
      problem.field.focus();
      return;
    }
    messages.clear();
    const thisAttempt = (attempt += 1);
    // Without a captcha the request leaves in the same task as the submission.
    const token = captcha ? await captchaToken() : '';
    if (token === null || thisAttempt !== attempt || context.signal.aborted || sending) return;
    const email = form.querySelector<HTMLInputElement>('input[type=email]')?.value.trim() ?? '';
    const body = subscriptionBody(form, settings.nonce);
    if (captcha) body.set(captcha.field, token);
    setBusy(true);
    try {
      const outcome = await sendSubscription(form, body, settings.requestTimeout, context.signal);
      if (context.signal.aborted) return;
      if (outcome.subscribed) identifyContact(email, body, form);
      captcha?.reset();
      form.reset();
      picker?.restoreAfterReset();
      if (outcome.redirect && navigateTo(outcome.redirect)) return;
      messages.show(outcome.variant, outcome.text, { hideAfterMs: ANSWER_SHOWN_MS });
    } catch (error) {
      if (context.signal.aborted) return;
      messages.show('error', t('newsletterNotSent', { reason: error instanceof HttpError ? error.message : t('unknownError') }));
      // A defect rather than the network: reported as the widget's error.
      if (!(error instanceof HttpError)) context.guard(() => { throw error; })();
    } finally {
      if (!context.signal.aborted) setBusy(false);
    }
  };

  context.listen(form, 'submit', (event) => {
    event.preventDefault();
    if (!sending && !isBuilderEditing()) void submit();
  });
}
