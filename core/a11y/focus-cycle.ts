// Focus kept inside an open dialog-like region (the product viewer, the theme's slide-in and fullscreen menus): the
// region's visible, enabled controls in document order, and Tab / Shift+Tab moved from the last to the first and
// back, as the WAI-ARIA dialog pattern asks.

/** Every element a Tab press can reach, by default. */
export const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** The controls of `root` matching `selector` that are rendered, visible and not hidden from assistive technology. */
export function focusableControls(root: ParentNode, selector: string = FOCUSABLE): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(selector)].filter(
    (control) => control.getClientRects().length > 0 && getComputedStyle(control).visibility !== 'hidden' && !control.closest('[aria-hidden="true"], [inert]'),
  );
}

/** Moves focus to the next (Shift: previous) of `controls`, wrapping around, for a plain Tab key press; true when it
 *  took the key (the caller's event then has its default prevented). */
export function cycleFocus(event: KeyboardEvent, controls: readonly HTMLElement[]): boolean {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || controls.length === 0) return false;
  const at = controls.indexOf(document.activeElement as HTMLElement);
  const next = event.shiftKey ? (at <= 0 ? controls.length - 1 : at - 1) : (at + 1) % controls.length;
  event.preventDefault();
  controls[next]?.focus();
  return true;
}
