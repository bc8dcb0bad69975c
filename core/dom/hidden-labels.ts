// The page builder's forms hide their labels (display:none) and show placeholders: a field whose label is hidden
// is named by that label's text (`aria-label`), so it keeps its name once it has a value. Shared by the builder's
// contact form and e-mail opt-in.

export function nameFieldsByHiddenLabels(root: ParentNode): void {
  for (const label of root.querySelectorAll<HTMLLabelElement>('label.et_pb_contact_form_label[for]')) {
    const field = root.querySelector<HTMLElement>(`#${CSS.escape(label.htmlFor)}`);
    if (field && !field.hasAttribute('aria-label') && getComputedStyle(label).display === 'none') field.setAttribute('aria-label', label.textContent?.trim() ?? '');
  }
}
