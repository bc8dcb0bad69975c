// The page builder's form fields as its markup describes them (`p.et_pb_contact_field[data-id][data-type]`, the
// control's `data-required_mark`, `data-original_id`, `data-field_type`), in its contact form and among the custom
// fields of its e-mail opt-in: what the checks, the conditional logic and the requests read.

export type BuilderFieldType = 'input' | 'email' | 'text' | 'select' | 'radio' | 'checkbox';

export interface BuilderField {
  wrapper: HTMLElement;
  /** The field id the conditional rules and the hidden list name (`data-id`). */
  id: string;
  type: BuilderFieldType;
  /** The posted name of its value (the input, the radio group, the checkbox group's handle). */
  name: string;
  label: string;
  required: boolean;
  /** What takes the error marks: the control, or the wrapper of a radio or checkbox group. */
  marked: HTMLElement;
}

const TYPES: readonly BuilderFieldType[] = ['input', 'email', 'text', 'select', 'radio', 'checkbox'];

function labelOf(wrapper: HTMLElement, control: HTMLElement): string {
  const text = wrapper.querySelector('.et_pb_contact_form_label')?.textContent ?? wrapper.querySelector('.et_pb_contact_field_options_title')?.textContent ?? control.getAttribute('placeholder') ?? '';
  return text.trim();
}

export function builderFields(form: HTMLFormElement): BuilderField[] {
  return [...form.querySelectorAll<HTMLElement>('.et_pb_contact_field[data-id]')].flatMap((wrapper) => {
    const control = wrapper.querySelector<HTMLElement>('[data-field_type]');
    if (!control) return [];
    const declared = (wrapper.dataset['type'] ?? control.dataset['field_type'] ?? 'input') as BuilderFieldType;
    const type = TYPES.includes(declared) ? declared : 'input';
    const group = type === 'radio' || type === 'checkbox';
    return [
      {
        wrapper,
        id: wrapper.dataset['id'] ?? control.dataset['original_id'] ?? '',
        type,
        name: control.getAttribute('name') ?? control.id,
        label: labelOf(wrapper, control),
        required: control.dataset['required_mark'] === 'required',
        marked: group ? wrapper : control,
      },
    ];
  });
}

/** The field's chosen values: the checked options of a group, else its value trimmed (none when blank). */
export function fieldValues(field: BuilderField): string[] {
  if (field.type === 'radio' || field.type === 'checkbox') {
    return [...field.wrapper.querySelectorAll<HTMLInputElement>(`input[type="${field.type}"]`)].filter((option) => option.checked).map((option) => option.value);
  }
  const value = field.wrapper.querySelector<HTMLInputElement>('input:not([type="hidden"]), textarea, select')?.value.trim() ?? '';
  return value === '' ? [] : [value];
}

/** A checkbox group posts its checked values joined by ", " in its hidden handle, as the theme's script writes it. */
export function syncCheckboxHandles(fields: readonly BuilderField[]): void {
  for (const field of fields) {
    const handle = field.type === 'checkbox' ? field.wrapper.querySelector<HTMLInputElement>('input.et_pb_checkbox_handle') : null;
    if (handle) handle.value = fieldValues(field).join(', ');
  }
}

/** A radio or checkbox group becomes a named group; required controls say so. */
export function exposeBuilderField(field: BuilderField, index: number): void {
  const options = field.wrapper.querySelector<HTMLElement>('.et_pb_contact_field_options_wrapper');
  if (options) {
    const title = options.querySelector<HTMLElement>('.et_pb_contact_field_options_title');
    if (title && !title.id) title.id = `${field.name}-title-${index}`;
    options.setAttribute('role', field.type === 'radio' ? 'radiogroup' : 'group');
    if (title) options.setAttribute('aria-labelledby', title.id);
    if (field.required && field.type === 'radio') options.setAttribute('aria-required', 'true');
    return;
  }
  if (field.required) field.marked.setAttribute('aria-required', 'true');
}

/** The inputs a refused field's mark stands for (`aria-invalid`, the focus): the control itself, or a group's options. */
export function markedInputs(marked: HTMLElement): HTMLElement[] {
  return marked.matches('input, select, textarea') ? [marked] : [...marked.querySelectorAll<HTMLElement>('input:not([type="hidden"])')];
}
