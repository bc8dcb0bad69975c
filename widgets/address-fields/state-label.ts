// A visible state control always has a name: where the page prints no label for it (the cart's shipping
// calculator prints none while the state is hidden), a screen-reader-only label tied to its id is added, worded
// by the locale's state label or "Région / Département".
import { t } from './address-fields.strings.ts';
import type { StateControl } from './field-wrapper.ts';

function isLabelled(control: StateControl): boolean {
  return (control.labels?.length ?? 0) > 0 || control.hasAttribute('aria-label') || control.hasAttribute('aria-labelledby');
}

export function ensureStateLabel(control: StateControl, localeLabel: string | undefined): void {
  if (control.type === 'hidden' || !control.id || isLabelled(control)) return;
  const label = document.createElement('label');
  label.htmlFor = control.id;
  label.className = 'screen-reader-text';
  label.textContent = localeLabel ?? t('stateLabel');
  control.before(label);
}
