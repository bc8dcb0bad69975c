// Ctrl+Enter (Cmd+Enter on a Mac) sends the comment form from any of its fields, except from a link, where
// Enter keeps its own meaning. requestSubmit runs the browser's validation and the submit listeners first.

export function isSubmitShortcut(event: KeyboardEvent): boolean {
  if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.repeat || event.isComposing) return false;
  return !(event.target instanceof Element && event.target.closest('a'));
}

/** Submits like the form's own submit button would (its name/value included), through validation. */
export function submitLikeButton(form: HTMLFormElement): void {
  const submitter = Array.from(form.elements).find(
    (control): control is HTMLButtonElement | HTMLInputElement =>
      (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) && control.type === 'submit' && !control.disabled,
  );
  form.requestSubmit(submitter);
}
