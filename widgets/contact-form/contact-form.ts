// The contact-form widget's chunk, on one builder contact form module: fields named for screen readers (the theme
// hides its labels), groups and required marks exposed, the conditional logic applied at once and 250 ms after each
// change; on submit the checks (contact-validation.ts) list what is missing or wrong in the message box, mark the
// fields and move focus there; a valid form is posted once (the form faded as the theme fades it, and inert
// meanwhile: nothing typed can be lost; the theme's spam token asked first where the module is protected), and the
// page's copy of the container, sanitized, replaces the content. Sent (no error text in it): the form is gone, a
// second submit is blocked, the sending is announced (core/events/form-sent.ts: the split test logs its conversion,
// which the redirect waits for), the module's redirect (http(s) only) is followed. A failed request keeps the form as
// typed and says why in French. In the page builder's editing view nothing is sent.
import { builderBundleRuns } from '../../core/dom/builder-bundle.ts';
import { isBuilderEditing } from '../../core/dom/builder-mode.ts';
import { nameFieldsByHiddenLabels } from '../../core/dom/hidden-labels.ts';
import { navigateTo } from '../../core/dom/safe-redirect.ts';
import { announceFormSent } from '../../core/events/form-sent.ts';
import { builderSpamToken } from '../../core/forms/builder-spam-token.ts';
import { loadSanitizer, sanitizeToFragment } from '../../core/dom/sanitize.ts';
import { HttpError } from '../../core/http/http-error.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { applyConditionalLogic, followConditionalLogic } from '../../core/forms/builder-conditional-logic.ts';
import { builderFields, exposeBuilderField, syncCheckboxHandles } from '../../core/forms/builder-fields.ts';
import { readContactFormSettings } from './contact-form-settings.ts';
import { t } from './contact-form.strings.ts';
import { clearRefusal, showRefusal, showText } from './contact-message.ts';
import { contactBody, containerSelector, sendContact } from './contact-request.ts';
import { checkContactForm } from './contact-validation.ts';
import { nameCaptcha } from './math-captcha.ts';

const SENDING_OPACITY = '0.2';

export function mount(context: MountContext<NoAttributes>): void {
  // The theme's own bundle drives this module when it is on the page: stay off (core/dom/builder-bundle.ts).
  if (builderBundleRuns()) return;
  const container = context.element;
  const num = container.dataset['form_unique_num'] ?? /\bet_pb_contact_form_(\d+)\b/.exec(container.className)?.[1] ?? '0';
  const settings = readContactFormSettings();
  const messageBox = () => container.querySelector<HTMLElement>('.et-pb-contact-message');
  const currentForm = () => container.querySelector<HTMLFormElement>('form.et_pb_contact_form');
  let submitted = false;
  let sending = false;

  /** Run on the server's markup at mount and again on each container the server sends back. */
  const enhance = () => {
    const box = messageBox();
    if (box) {
      box.id ||= `${container.id || `et_pb_contact_form_${num}`}-message`;
      box.tabIndex = -1;
    }
    const form = currentForm();
    if (!form) return;
    nameFieldsByHiddenLabels(form);
    const captcha = form.querySelector<HTMLInputElement>('input.et_pb_contact_captcha');
    if (captcha) nameCaptcha(captcha);
    for (const honeypot of form.querySelectorAll<HTMLInputElement>(`input[name="et_pb_contact_et_number_${CSS.escape(num)}"]`)) {
      honeypot.tabIndex = -1;
      honeypot.autocomplete = 'off';
      honeypot.setAttribute('aria-hidden', 'true');
    }
    const fields = builderFields(form);
    fields.forEach(exposeBuilderField);
    applyConditionalLogic(fields);
  };

  const cancelPendingLogic = followConditionalLogic(context, container, () => {
    const form = currentForm();
    if (form) applyConditionalLogic(builderFields(form));
  });

  const setSending = (on: boolean) => {
    sending = on;
    container.setAttribute('aria-busy', String(on));
    const form = currentForm();
    if (!form) return;
    form.inert = on;
    if (on) form.style.opacity = SENDING_OPACITY;
    else form.style.removeProperty('opacity');
  };

  const send = async (form: HTMLFormElement) => {
    const box = messageBox();
    const fields = builderFields(form);
    cancelPendingLogic();
    const hidden = applyConditionalLogic(fields);
    if (box) clearRefusal(container, box);
    const refusal = checkContactForm(form, fields, hidden, settings);
    if (refusal) {
      if (box) showRefusal(box, refusal, settings);
      (box ?? refusal.refused[0])?.focus();
      return;
    }
    syncCheckboxHandles(fields);
    setSending(true);
    try {
      const token = await builderSpamToken(container, `Divi/Module/ContactForm/${container.dataset['form_unique_id'] || num}`, settings.requestTimeout);
      if (context.signal.aborted) return;
      const returned = await sendContact(form.action, contactBody(form, num, fields, hidden, token), containerSelector(container), settings, context.signal);
      await loadSanitizer();
      if (context.signal.aborted) return;
      container.replaceChildren(sanitizeToFragment(returned.innerHTML));
      enhance();
      if (!container.querySelector('.et_pb_contact_error_text')) {
        submitted = true;
        // Heard by the split test (a conversion goal), whose log the redirect waits for.
        const announced = announceFormSent(container, settings.requestTimeout);
        if (container.dataset['redirect_url']) await announced;
        if (context.signal.aborted) return;
        if (navigateTo(container.dataset['redirect_url'])) return;
      }
      messageBox()?.focus();
    } catch (error) {
      if (context.signal.aborted) return;
      if (box) showText(box, t('contactNotSent', { reason: error instanceof HttpError ? error.message : t('unknownError') }));
      setSending(false);
      box?.focus();
      if (!(error instanceof HttpError)) context.guard(() => { throw error; })();
    } finally {
      if (!context.signal.aborted) setSending(false);
    }
  };

  context.listen(container, 'submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.matches('form.et_pb_contact_form')) return;
    event.preventDefault();
    if (!submitted && !sending && !isBuilderEditing()) void send(form);
  });
  enhance();
}
