// The contact form's message box (`.et-pb-contact-message`), as the theme fills it: a paragraph with the 'fill'
// text and the missing fields' labels as a list, then `p.et_normal_padding` with the errors text and the other
// errors as a list; here built as text, never as markup. Refused fields are marked (`et_contact_error`,
// aria-invalid) and described by the box.
import { markedInputs } from '../../core/forms/builder-fields.ts';
import type { ContactRefusal } from './contact-validation.ts';
import type { ContactFormSettings } from './contact-form-settings.ts';

const ERROR_CLASS = 'et_contact_error';

function listed(intro: string, items: readonly string[], className?: string): Node[] {
  const paragraph = document.createElement('p');
  paragraph.textContent = intro;
  if (className) paragraph.className = className;
  const list = document.createElement('ul');
  for (const item of items) list.append(Object.assign(document.createElement('li'), { textContent: item }));
  return [paragraph, list];
}

function describedBy(element: HTMLElement, id: string, on: boolean): void {
  const ids = new Set((element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean));
  if (on) ids.add(id);
  else ids.delete(id);
  if (ids.size > 0) element.setAttribute('aria-describedby', [...ids].join(' '));
  else element.removeAttribute('aria-describedby');
}


export function showRefusal(box: HTMLElement, refusal: ContactRefusal, settings: ContactFormSettings): void {
  const nodes = [...(refusal.missing.length > 0 ? listed(settings.fillMessage, refusal.missing) : []), ...(refusal.errors.length > 0 ? listed(settings.errorMessage, refusal.errors, 'et_normal_padding') : [])];
  box.replaceChildren(...nodes);
  for (const marked of refusal.refused) {
    marked.classList.add(ERROR_CLASS);
    for (const target of markedInputs(marked)) {
      target.setAttribute('aria-invalid', 'true');
      describedBy(target, box.id, true);
    }
  }
}

export function showText(box: HTMLElement, text: string): void {
  const paragraph = document.createElement('p');
  paragraph.textContent = text;
  box.replaceChildren(paragraph);
}

export function clearRefusal(root: HTMLElement, box: HTMLElement): void {
  box.replaceChildren();
  for (const marked of root.querySelectorAll<HTMLElement>(`.${ERROR_CLASS}`)) marked.classList.remove(ERROR_CLASS);
  for (const target of root.querySelectorAll<HTMLElement>('[aria-invalid]')) {
    target.removeAttribute('aria-invalid');
    describedBy(target, box.id, false);
  }
}
