// The state control follows the country: a select of the country's states (a "Sélectionnez une option…" first
// option, the current value kept when the country has it), a text input for a country the settings do not list,
// or an empty hidden input in a hidden row for a country without states. A replaced control keeps its id, name,
// classes, autocomplete and aria-* attributes (so its label's `for` still points at it) and the focus.
import { t } from './address-fields.strings.ts';
import { rowOf, showRow, type StateControl } from './field-wrapper.ts';

export type StateKind = 'select' | 'text' | 'hidden';

/** Classes each kind carries itself; the others (the theme's, a plugin's) travel from control to control. */
const KIND_CLASSES = ['state_select', 'input-text', 'hidden'];
const KEPT_ATTRIBUTES = ['id', 'name', 'autocomplete', 'data-input-classes'];

export function stateKindFor(states: Record<string, string> | undefined): StateKind {
  if (!states) return 'text';
  return Object.keys(states).length === 0 ? 'hidden' : 'select';
}

function kindOf(control: StateControl): StateKind {
  if (control instanceof HTMLSelectElement) return 'select';
  return control.type === 'hidden' ? 'hidden' : 'text';
}

function createControl(kind: StateKind): StateControl {
  if (kind === 'select') {
    const select = document.createElement('select');
    select.className = 'state_select';
    return select;
  }
  const input = document.createElement('input');
  input.type = kind;
  input.className = kind === 'text' ? 'input-text' : 'hidden';
  return input;
}

function carryAttributes(from: StateControl, to: StateControl): void {
  for (const { name, value } of [...from.attributes]) {
    if (KEPT_ATTRIBUTES.includes(name) || name.startsWith('aria-')) to.setAttribute(name, value);
  }
  for (const name of from.classList) if (!KIND_CLASSES.includes(name)) to.classList.add(name);
  const placeholder = from.getAttribute('placeholder') ?? from.getAttribute('data-placeholder');
  if (placeholder && placeholder !== t('selectState')) to.setAttribute(to instanceof HTMLSelectElement ? 'data-placeholder' : 'placeholder', placeholder);
}

function option(value: string, text: string): HTMLOptionElement {
  const element = document.createElement('option');
  element.value = value;
  element.textContent = text;
  return element;
}

function fillOptions(select: HTMLSelectElement, states: Record<string, string>, value: string): void {
  select.replaceChildren(option('', t('selectState')), ...Object.entries(states).map(([code, name]) => option(code, name)));
  select.value = Object.hasOwn(states, value) ? value : '';
}

/** Makes the state control the kind the country's states call for; returns the control now in the page. */
export function switchStateControl(current: StateControl, states: Record<string, string> | undefined): StateControl {
  const kind = stateKindFor(states);
  const value = current.value;
  let control = current;
  if (kindOf(current) !== kind) {
    control = createControl(kind);
    carryAttributes(current, control);
    const hadFocus = document.activeElement === current;
    current.replaceWith(control);
    if (hadFocus && kind !== 'hidden') control.focus();
  }
  if (control instanceof HTMLSelectElement) fillOptions(control, states ?? {}, value);
  else if (kind === 'hidden') control.value = '';
  const row = rowOf(control);
  if (row) showRow(row, kind !== 'hidden');
  return control;
}
