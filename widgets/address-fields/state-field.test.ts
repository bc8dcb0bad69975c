// The state control's switch between a select of states, a free text input and an empty hidden input.
import { beforeEach, describe, expect, it } from 'vitest';
import { freshPage } from '../../core/testing/shop-page.ts';
import { switchStateControl, stateKindFor } from './state-field.ts';

const SPAIN = { C: 'A Coruña', M: 'Madrid' };
const ITALY = { MI: 'Milano', RM: 'Roma' };

function stateRow(control: string): HTMLElement {
  freshPage(`<p class="form-row" id="billing_state_field"><label for="billing_state">Région</label><span class="woocommerce-input-wrapper">${control}</span></p>`);
  return document.getElementById('billing_state_field')!;
}

const state = () => document.getElementById('billing_state') as HTMLInputElement | HTMLSelectElement;

describe('stateKindFor', () => {
  it('is a text input for an unlisted country, hidden for one without states, a select otherwise', () => {
    expect(stateKindFor(undefined)).toBe('text');
    expect(stateKindFor({})).toBe('hidden');
    expect(stateKindFor(SPAIN)).toBe('select');
  });
});

describe('switchStateControl', () => {
  let row: HTMLElement;
  beforeEach(() => {
    row = stateRow(
      '<input type="text" class="input-text my-theme" name="billing_state" id="billing_state" value="Ma région" autocomplete="section-billing billing address-level1" aria-describedby="billing_state-description" placeholder="Votre région">',
    );
  });

  it('turns a text input into a select of the states with a placeholder option, keeping id, name, classes, autocomplete and aria-*', () => {
    const select = switchStateControl(state(), SPAIN);
    expect(select).toBeInstanceOf(HTMLSelectElement);
    expect(state()).toBe(select);
    expect(select.name).toBe('billing_state');
    expect([...select.classList]).toEqual(['state_select', 'my-theme']);
    expect(select.getAttribute('autocomplete')).toBe('section-billing billing address-level1');
    expect(select.getAttribute('aria-describedby')).toBe('billing_state-description');
    expect(select.getAttribute('data-placeholder')).toBe('Votre région');
    expect([...(select as HTMLSelectElement).options].map((option) => [option.value, option.text])).toEqual([
      ['', 'Sélectionnez une option…'],
      ['C', 'A Coruña'],
      ['M', 'Madrid'],
    ]);
    expect(select.value).toBe('');
    expect((row.querySelector('label') as HTMLLabelElement).control).toBe(select);
    expect(row.hidden).toBe(false);
  });

  it('keeps a state the new country has, and drops one it does not', () => {
    switchStateControl(state(), SPAIN);
    state().value = 'M';
    expect(switchStateControl(state(), { M: 'Madrid', B: 'Barcelona' }).value).toBe('M');
    expect(switchStateControl(state(), ITALY).value).toBe('');
  });

  it('reuses the select between two countries with states', () => {
    const select = switchStateControl(state(), SPAIN);
    expect(switchStateControl(select, ITALY)).toBe(select);
    expect([...(select as HTMLSelectElement).options].map((option) => option.value)).toEqual(['', 'MI', 'RM']);
  });

  it('hides the row behind an empty hidden input for a country without states', () => {
    const hidden = switchStateControl(state(), {}) as HTMLInputElement;
    expect(hidden.type).toBe('hidden');
    expect(hidden.value).toBe('');
    expect(hidden.id).toBe('billing_state');
    expect([...hidden.classList]).toEqual(['hidden', 'my-theme']);
    expect(row.hidden).toBe(true);
    expect(row.style.display).toBe('none');
  });

  it('shows the row again with a text input for an unlisted country', () => {
    switchStateControl(state(), {});
    const text = switchStateControl(state(), undefined) as HTMLInputElement;
    expect(text.type).toBe('text');
    expect([...text.classList]).toEqual(['input-text', 'my-theme']);
    expect(text.getAttribute('placeholder')).toBe('Votre région');
    expect(row.hidden).toBe(false);
    expect(row.style.display).toBe('');
  });

  it('keeps the typed text between two unlisted countries', () => {
    const text = switchStateControl(state(), undefined);
    expect(text.value).toBe('Ma région');
    expect(switchStateControl(text, undefined).value).toBe('Ma région');
  });

  it('moves the focus to the new control', () => {
    state().focus();
    const select = switchStateControl(state(), SPAIN);
    expect(document.activeElement).toBe(select);
  });

  it('does not carry the placeholder option text as a placeholder', () => {
    const select = switchStateControl(state(), SPAIN);
    select.setAttribute('data-placeholder', 'Sélectionnez une option…');
    expect(switchStateControl(select, undefined).hasAttribute('placeholder')).toBe(false);
  });
});
