// The show/hide password button WooCommerce adds to its password fields: the field sits in a
// `span.password-input` (its own span parent gets the class, else one wraps it) followed by
// `button.show-password-input` (type=button, so Enter and Space press it and it never submits the form), labelled
// « Afficher le mot de passe » / « Masquer le mot de passe ». A press shows or hides the password
// (`display-password` on the button, the field's type), swaps the label and puts the focus back in the field.
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { t } from './password-toggle.strings.ts';

const WRAPPER_CLASS = 'password-input';
const SHOWN_CLASS = 'display-password';

/** The field's `span.password-input`: its span parent, given the class, or a new span around it. */
function passwordWrapper(input: HTMLInputElement, { onCleanup }: MountContext<NoAttributes>): HTMLElement {
  const parent = input.parentElement;
  if (parent instanceof HTMLSpanElement) {
    if (!parent.classList.contains(WRAPPER_CLASS)) {
      parent.classList.add(WRAPPER_CLASS);
      onCleanup(() => parent.classList.remove(WRAPPER_CLASS));
    }
    return parent;
  }
  const wrapper = document.createElement('span');
  wrapper.className = WRAPPER_CLASS;
  input.before(wrapper);
  wrapper.append(input);
  onCleanup(() => wrapper.replaceWith(...wrapper.childNodes));
  return wrapper;
}

function toggleButton(wrapper: HTMLElement, input: HTMLInputElement, { onCleanup }: MountContext<NoAttributes>): HTMLButtonElement {
  const printed = [...wrapper.children].find((child): child is HTMLButtonElement => child instanceof HTMLButtonElement && child.classList.contains('show-password-input'));
  if (printed) return printed;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'show-password-input';
  button.setAttribute('aria-label', t('passwordShow'));
  if (input.id) button.setAttribute('aria-describedby', input.id);
  input.after(button);
  onCleanup(() => button.remove());
  return button;
}

export function mount(context: MountContext<NoAttributes>): void {
  const input = context.element as HTMLInputElement;
  const button = toggleButton(passwordWrapper(input, context), input, context);
  context.onCleanup(() => {
    input.type = 'password';
    button.classList.remove(SHOWN_CLASS);
  });
  context.listen(button, 'click', () => {
    const showing = !button.classList.contains(SHOWN_CLASS);
    button.classList.toggle(SHOWN_CLASS, showing);
    button.setAttribute('aria-label', t(showing ? 'passwordHide' : 'passwordShow'));
    input.type = showing ? 'text' : 'password';
    input.focus();
  });
}
