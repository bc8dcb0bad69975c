// The legacy events of add-to-cart-variation.js, heard by jQuery plugins with their legacy arguments on the
// legacy targets (the form; show/hide_variation on .single_variation), and the ones a plugin fires obeyed.
import jQuery from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Registry } from '../../core/registry/registry.ts';
import { courseVariations } from './test-data/fixture-products.ts';
import { button, choose, courseForm, details, eventually, form, openForm, resetLink, select, variationId } from './test-data/open-form.ts';

// Real timers (the form's 100 and 300 ms delays run for real): room for a busy machine.
vi.setConfig({ testTimeout: 30_000 });

interface Heard {
  name: string;
  target: string;
  args: unknown[];
}

const FORM_EVENTS = [
  'check_variations', 'update_variation_values', 'woocommerce_update_variation_values', 'found_variation', 'reset_data',
  'reset_image', 'woocommerce_variation_select_change', 'woocommerce_variation_has_changed', 'wc_variation_form',
  'show_variation', 'hide_variation',
];

let registry: Registry | undefined;
let heard: Heard[];

/** A plugin's jQuery listeners on the form, bound before Fondant starts (as a theme script would be). */
function listenLikeAPlugin(): void {
  heard = [];
  jQuery(form()).on(FORM_EVENTS.join(' '), (event: JQuery.TriggeredEvent, ...args: unknown[]) => {
    heard.push({ name: event.type, target: (event.target as Element).className, args });
  });
}

const names = () => heard.map((event) => event.name);

beforeEach(() => void Object.assign(window, { jQuery }));
afterEach(() => {
  registry?.stop();
  jQuery(document.body).off();
  delete (window as Window & { jQuery?: unknown }).jQuery;
});

describe('events a jQuery plugin hears', () => {
  it('fires check_variations then wc_variation_form with a form instance 100 ms after mount, without a message', async () => {
    registry = await openForm(courseForm, { beforeStart: listenLikeAPlugin });
    await eventually(() => expect(names()).toContain('wc_variation_form'));
    // jQuery handlers run when an event reaches the form, after Fondant's own handler (which fires the nested
    // events): the order a plugin bound after add-to-cart-variation.js sees.
    expect(names()).toEqual(['woocommerce_update_variation_values', 'update_variation_values', 'reset_image', 'hide_variation', 'reset_data', 'check_variations', 'wc_variation_form']);
    const instance = heard.at(-1)!.args[0] as { $form: JQuery; form: HTMLFormElement; useAjax: boolean; variationData: unknown[]; $attributeFields: JQuery };
    expect(instance.form).toBe(form());
    expect(instance.$form[0]).toBe(form());
    expect(instance.$attributeFields.length).toBe(2);
    expect(instance.useAjax).toBe(false);
    expect(instance.variationData).toHaveLength(5);
    expect(heard.find((event) => event.name === 'hide_variation')?.target).toContain('single_variation');
  });

  it('a choice: select change, check, pruning, found_variation [variation], has_changed; show_variation [variation, true] on .single_variation 300 ms later', async () => {
    registry = await openForm(courseForm, { beforeStart: listenLikeAPlugin });
    choose('pa_session', 'mars-2027');
    heard = [];
    choose('pa_format', 'distanciel');
    expect(names()).toEqual([
      'woocommerce_variation_select_change',
      'woocommerce_update_variation_values',
      'update_variation_values',
      'found_variation',
      'check_variations',
      'woocommerce_variation_has_changed',
    ]);
    const found = heard.find((event) => event.name === 'found_variation')!;
    expect(found.args).toHaveLength(1);
    expect(found.args[0]).toMatchObject({ variation_id: 20, sku: 'FORM-CDI-10J-0327-D' });
    expect(found.target).toContain('variations_form');
    await eventually(() => expect(names()).toContain('show_variation'));
    const shown = heard.find((event) => event.name === 'show_variation')!;
    expect(shown.target).toContain('single_variation');
    expect(shown.args).toEqual([courseVariations[1], true]);
  });
});

describe('events a plugin fires', () => {
  it('check_variations after setting the selects with .val() (no change event) finds the variation', async () => {
    registry = await openForm(courseForm);
    jQuery(select('pa_session')).val('mars-2027');
    jQuery(select('pa_format')).val('presentiel');
    jQuery(form()).trigger('check_variations');
    expect(variationId()).toBe('19');
    await eventually(() => expect(button().classList).not.toContain('disabled'));
  });

  it('after a plugin’s check_variations, the shopper’s reset is a change: variation_id cleared, has_changed fired', async () => {
    registry = await openForm(courseForm);
    jQuery(select('pa_session')).val('mars-2027');
    jQuery(select('pa_format')).val('presentiel');
    jQuery(form()).trigger('check_variations');
    expect(variationId()).toBe('19');
    listenLikeAPlugin();
    resetLink().click();
    expect(variationId()).toBe('');
    expect(heard.map((event) => event.name)).toContain('woocommerce_variation_has_changed');
    await eventually(() => expect(button().classList).toContain('wc-variation-selection-needed'));
  });

  it('check_variations with its own chosen attributes (the legacy handler’s second argument)', async () => {
    registry = await openForm(courseForm);
    jQuery(form()).trigger('check_variations', [{ count: 2, chosenCount: 2, data: { attribute_pa_session: 'juin-2027', attribute_pa_format: 'presentiel' } }]);
    expect(variationId()).toBe('21');
  });

  it('a jQuery-triggered change on a select is a change', async () => {
    registry = await openForm(courseForm);
    jQuery(select('pa_session')).val('septembre-2027').trigger('change');
    jQuery(select('pa_format')).val('presentiel').trigger('change');
    expect(variationId()).toBe('23');
    expect(resetLink().style.visibility).toBe('visible');
  });

  it('reset_data, jQuery or native, hides the details and disables the button', async () => {
    registry = await openForm(courseForm);
    choose('pa_session', 'mars-2027');
    choose('pa_format', 'presentiel');
    await eventually(() => expect(button().classList).not.toContain('disabled'));
    jQuery(form()).trigger('reset_data');
    expect(button().classList).toContain('wc-variation-selection-needed');
    expect(document.querySelector('.product_meta .sku')!.textContent).toBe('FORM-CDI-10J');
    choose('pa_format', 'distanciel');
    await eventually(() => expect(button().classList).not.toContain('disabled'));
    form().dispatchEvent(new CustomEvent('reset_data', { bubbles: true }));
    expect(button().classList).toContain('disabled');
    await eventually(() => expect(details().style.display).toBe('none'));
  });

  it('reload_product_variations re-reads data-product_variations', async () => {
    registry = await openForm(courseForm);
    const onlyMarch = courseVariations.filter((variation) => variation.attributes.attribute_pa_session === 'mars-2027');
    form().setAttribute('data-product_variations', JSON.stringify(onlyMarch));
    jQuery(form()).trigger('reload_product_variations');
    expect([...select('pa_session').options].map((option) => option.value)).toEqual(['', 'mars-2027']);
  });
});
