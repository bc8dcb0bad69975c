// The opt-in module's custom fields (`p.et_pb_contact_field.et_pb_signup_custom_field`, the contact form's field
// markup): their conditional logic, their checks by the contact form's rules (required filled, e-mail fields by the
// builder's rule; refused ones get the theme's `et_contact_error`), and what is sent of them: the visible ones'
// values by field id, the hidden ones' ids.
import { applyConditionalLogic } from '../../core/forms/builder-conditional-logic.ts';
import { builderEmailAccepted, builderFieldFilled, normalizedEmail } from '../../core/forms/builder-field-rules.ts';
import { builderFields, exposeBuilderField, fieldValues, type BuilderField } from '../../core/forms/builder-fields.ts';

export const CUSTOM_ERROR_CLASS = 'et_contact_error';

export interface CustomFieldsState {
  fields: BuilderField[];
  hidden: Set<string>;
}

/** Exposes the custom fields (named groups, required marks); done once, at mount. */
export function exposeCustomFields(form: HTMLFormElement): void {
  customFieldsState(form).fields.forEach(exposeBuilderField);
}

/** The custom fields with the conditional logic applied now. */
export function customFieldsState(form: HTMLFormElement): CustomFieldsState {
  const fields = builderFields(form).filter((field) => field.wrapper.classList.contains('et_pb_signup_custom_field'));
  return { fields, hidden: applyConditionalLogic(fields) };
}

/** The elements of the visible custom fields the contact form's rules refuse (an e-mail is written back normalized). */
export function refusedCustomFields({ fields, hidden }: CustomFieldsState): HTMLElement[] {
  return fields.flatMap((field) => {
    if (hidden.has(field.id)) return [];
    if (field.required && !builderFieldFilled(field.wrapper)) return [field.marked];
    const input = field.type === 'email' ? field.wrapper.querySelector<HTMLInputElement>('input') : null;
    if (!input || input.value.trim() === '') return [];
    input.value = normalizedEmail(input.value);
    return builderEmailAccepted(input.value) ? [] : [input];
  });
}

/** What is sent: each visible field's value by id (a group's choices joined by ", "), and the hidden ids. */
export function customFieldValues({ fields, hidden }: CustomFieldsState): { custom: Record<string, string>; hiddenIds: string[] } {
  const custom: Record<string, string> = {};
  for (const field of fields) if (!hidden.has(field.id)) custom[field.id] = fieldValues(field).join(', ');
  return { custom, hiddenIds: [...hidden] };
}
