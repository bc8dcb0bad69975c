// The form's message area (Brevo's `.sib_msg_disp`, created first in the form when the markup lacks it), made a
// polite live region at mount so each message is read out: Brevo's `p.sib-alert-message` with its success,
// warning or error variant (the theme styles them), inserted as text. A field's problem marks the field
// (`sib_error`, aria-invalid, described by the message) until the field changes or the next message.
import type { MountContext } from '../../core/registry/define-widget.ts';

export type MessageVariant = 'success' | 'warning' | 'error';

/** How long a server's answer stays on screen (SPEC §4: about 5 s). */
export const ANSWER_SHOWN_MS = 5000;

let nextId = 0;

export interface FormMessages {
  show(variant: MessageVariant, text: string, options?: { field?: HTMLElement; hideAfterMs?: number }): void;
  clear(): void;
}

export function formMessages(form: HTMLFormElement, context: Pick<MountContext<unknown>, 'listen' | 'onCleanup' | 'guard'>): FormMessages {
  let area = form.querySelector<HTMLElement>('.sib_msg_disp');
  if (!area) {
    area = document.createElement('div');
    area.className = 'sib_msg_disp';
    form.prepend(area);
  }
  const box = area;
  box.hidden = false;
  box.replaceChildren();
  box.setAttribute('aria-live', 'polite');
  box.setAttribute('aria-atomic', 'true');
  let marked: HTMLElement | undefined;
  let describedBefore: string | null = null;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;

  const unmark = () => {
    if (!marked) return;
    marked.classList.remove('sib_error');
    marked.removeAttribute('aria-invalid');
    if (describedBefore === null) marked.removeAttribute('aria-describedby');
    else marked.setAttribute('aria-describedby', describedBefore);
    marked = undefined;
  };
  const clear = () => {
    clearTimeout(hideTimer);
    unmark();
    box.replaceChildren();
  };
  const onFieldChange = (event: Event) => {
    const target = event.target as Element;
    if (marked && (target === marked || (target.matches('input.sib-interesting-lists') && marked.matches('input.sib-interesting-lists')))) clear();
  };
  context.listen(form, 'input', onFieldChange);
  context.listen(form, 'change', onFieldChange);
  context.onCleanup(() => clearTimeout(hideTimer));

  return {
    clear,
    show(variant, text, { field, hideAfterMs } = {}) {
      clear();
      const message = document.createElement('p');
      message.className = `sib-alert-message sib-alert-message-${variant}`;
      message.id = `fondant-newsletter-message-${(nextId += 1)}`;
      message.textContent = text;
      box.append(message);
      if (field) {
        marked = field;
        describedBefore = field.getAttribute('aria-describedby');
        field.classList.add('sib_error');
        field.setAttribute('aria-invalid', 'true');
        field.setAttribute('aria-describedby', describedBefore ? `${message.id} ${describedBefore}` : message.id);
      }
      if (hideAfterMs !== undefined) hideTimer = setTimeout(context.guard(clear), hideAfterMs);
    },
  };
}
