// A visible state control without a label gets a screen-reader-only one; a labelled or hidden one gets none.
import { describe, expect, it } from 'vitest';
import { freshPage } from '../../core/testing/shop-page.ts';
import { ensureStateLabel } from './state-label.ts';

const control = () => document.getElementById('calc_shipping_state') as HTMLSelectElement | HTMLInputElement;

describe('ensureStateLabel', () => {
  it('adds a screen-reader label in the locale\'s words, or "Région / Département" without them', () => {
    freshPage('<p><select id="calc_shipping_state" name="calc_shipping_state"></select></p>');
    ensureStateLabel(control(), undefined);
    expect([...control().labels!].map((label) => [label.textContent, label.className])).toEqual([['Région / Département', 'screen-reader-text']]);
    ensureStateLabel(control(), 'Province');
    expect(control().labels).toHaveLength(1);
  });

  it('leaves a hidden input and an aria-labelled control alone', () => {
    freshPage('<p><input type="hidden" id="calc_shipping_state"></p><p><input type="text" id="other" aria-label="Province"></p>');
    ensureStateLabel(control(), 'Province');
    ensureStateLabel(document.getElementById('other') as HTMLInputElement, 'Province');
    expect(document.querySelectorAll('label')).toHaveLength(0);
  });
});
