// The signup widget's chunk, on one opt-in module: its button link made a real button (Space too), Enter in a field
// sends; the checks (the browser's own validity, first and last name not empty when present, the e-mail pattern; the
// custom fields by the contact form's rules, their conditional logic applied at mount and 250 ms after changes) mark
// the refused fields (`et_pb_signup_error`, custom ones `et_contact_error`; aria-invalid) and say so in the error
// box, focus on the first; the theme's spam token asked where the module is protected; one request at a time (the button's loading class, which shows the theme's loader; the
// module busy); then `{success}` is announced (core/events/form-sent.ts: the split test logs its conversion, which a
// redirect waits for) and goes to the module's redirect (http(s) only, with its query) or shows the success
// box in place of the fields, `{error}` shows the server's text, anything else the theme's `subscription_failed`, a
// failed request a French reason with nothing typed lost. Hidden labels name their fields. In the page builder's
// editing view nothing is sent.
import { builderBundleRuns } from '../../core/dom/builder-bundle.ts';
import { isBuilderEditing } from '../../core/dom/builder-mode.ts';
import { isValidEmail } from '../../core/dom/email-pattern.ts';
import { nameFieldsByHiddenLabels } from '../../core/dom/hidden-labels.ts';
import { followConditionalLogic } from '../../core/forms/builder-conditional-logic.ts';
import { markedInputs } from '../../core/forms/builder-fields.ts';
import { builderSpamToken } from '../../core/forms/builder-spam-token.ts';
import { navigateTo } from '../../core/dom/safe-redirect.ts';
import { announceFormSent } from '../../core/events/form-sent.ts';
import { HttpError } from '../../core/http/http-error.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { CUSTOM_ERROR_CLASS, customFieldsState, customFieldValues, exposeCustomFields, refusedCustomFields } from './custom-fields.ts';
import { redirectAddress } from './signup-redirect.ts';
import { sendSignup, signupBody, type SignupFields } from './signup-request.ts';
import { readSignupSettings } from './signup-settings.ts';
import { t } from './signup.strings.ts';

const ERROR_CLASS = 'et_pb_signup_error';

export function mount(context: MountContext<NoAttributes>): void {
  // The theme's own bundle drives this module when it is on the page: stay off (core/dom/builder-bundle.ts).
  if (builderBundleRuns()) return;
  const module = context.element;
  const form = module.querySelector<HTMLFormElement>('.et_pb_newsletter_form form');
  const button = module.querySelector<HTMLElement>('a.et_pb_newsletter_button');
  if (!form || !button) return;
  const settings = readSignupSettings();
  const errorBox = module.querySelector<HTMLElement>('.et_pb_newsletter_error');
  const successBox = module.querySelector<HTMLElement>('.et_pb_newsletter_success');
  const fieldsBox = module.querySelector<HTMLElement>('.et_pb_newsletter_fields');
  const field = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  button.setAttribute('role', 'button');
  errorBox?.setAttribute('role', 'alert');
  successBox?.setAttribute('role', 'status');
  if (successBox) successBox.tabIndex = -1;
  nameFieldsByHiddenLabels(form);
  let sending = false;

  const showError = (text: string) => {
    if (!errorBox) return;
    // Shown as the builder's script shows it (its CSS hides the result boxes), then filled, so it is read out.
    errorBox.style.display = 'block';
    errorBox.textContent = text;
  };
  const clearErrors = () => {
    errorBox?.replaceChildren();
    errorBox?.style.removeProperty('display');
    for (const marked of form.querySelectorAll(`.${ERROR_CLASS}, .${CUSTOM_ERROR_CLASS}`)) marked.classList.remove(ERROR_CLASS, CUSTOM_ERROR_CLASS);
    for (const marked of form.querySelectorAll('[aria-invalid]')) marked.removeAttribute('aria-invalid');
  };
  const setBusy = (busy: boolean) => {
    sending = busy;
    module.setAttribute('aria-busy', String(busy));
    button.classList.toggle('et_pb_button_text_loading', busy);
    button.setAttribute('aria-disabled', String(busy));
  };

  /** The fields as they will be sent, or null with the refused ones marked and the first focused. The custom fields
   *  (their conditional logic applied first) follow the contact form's rules and take its error class. */
  const checkedFields = (): { fields: SignupFields; custom: ReturnType<typeof customFieldValues> } | null => {
    const firstName = field('et_pb_signup_firstname');
    const lastName = field('et_pb_signup_lastname');
    const email = field('et_pb_signup_email');
    const custom = customFieldsState(form);
    const customRefused = refusedCustomFields(custom);
    const refused = [...form.querySelectorAll<HTMLInputElement>('input, select, textarea')].filter((input) => !input.checkValidity() && !input.closest('.et_pb_signup_custom_field'));
    for (const named of [firstName, lastName]) if (named && named.value.trim() === '') refused.push(named);
    if (!email || !isValidEmail(email.value)) refused.push(...(email ? [email] : []));
    if (refused.length === 0 && customRefused.length === 0 && email) {
      return { fields: { firstName: firstName?.value.trim() ?? '', lastName: lastName?.value.trim() ?? '', email: email.value.trim() }, custom: customFieldValues(custom) };
    }
    for (const input of refused) {
      input.classList.add(ERROR_CLASS);
      input.setAttribute('aria-invalid', 'true');
    }
    for (const marked of customRefused) {
      marked.classList.add(CUSTOM_ERROR_CLASS);
      for (const target of markedInputs(marked)) target.setAttribute('aria-invalid', 'true');
    }
    showError(settings.checkFields);
    const focusable = [...refused, ...customRefused.map((marked) => markedInputs(marked)[0] ?? marked)];
    focusable.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0]?.focus();
    return null;
  };

  const submit = async () => {
    clearErrors();
    const checked = checkedFields();
    if (!checked) return;
    const { fields, custom } = checked;
    setBusy(true);
    try {
      const listId = form.querySelector<HTMLInputElement>('input[name="et_pb_signup_list_id"]')?.value ?? '';
      const token = await builderSpamToken(module, `Divi/Module/EmailOptin/List/${listId}`, settings.requestTimeout);
      if (context.signal.aborted) return;
      const outcome = await sendSignup(signupBody(form, fields, settings.nonce, { ...custom, token }), settings, context.signal);
      if (context.signal.aborted) return;
      if (outcome.kind === 'error') return showError(outcome.text);
      if (outcome.kind === 'failed') return showError(settings.checkFields);
      const redirect = redirectAddress(module, fields);
      // Heard by the split test (a conversion goal), whose log the redirect waits for.
      const announced = announceFormSent(module, settings.requestTimeout);
      if (redirect) await announced;
      if (context.signal.aborted) return;
      if (redirect && navigateTo(redirect)) return;
      fieldsBox?.style.setProperty('display', 'none');
      successBox?.style.setProperty('display', 'block');
      successBox?.focus();
    } catch (error) {
      if (context.signal.aborted) return;
      showError(t('signupNotSent', { reason: error instanceof HttpError ? error.message : t('unknownError') }));
      if (!(error instanceof HttpError)) context.guard(() => { throw error; })();
    } finally {
      if (!context.signal.aborted) setBusy(false);
    }
  };

  const send = (event: Event) => {
    event.preventDefault();
    if (!sending && !isBuilderEditing()) void submit();
  };
  context.listen(button, 'click', send);
  context.listen(button, 'keydown', (event) => {
    if ((event as KeyboardEvent).key === ' ') send(event);
  });
  context.listen(form, 'keydown', (event) => {
    const target = event.target as Element;
    if ((event as KeyboardEvent).key === 'Enter' && target.matches('.et_pb_newsletter_field .input, .et_pb_signup_custom_field input')) send(event);
  });
  context.listen(form, 'submit', send);
  followConditionalLogic(context, form, () => customFieldsState(form));
  exposeCustomFields(form);
}
