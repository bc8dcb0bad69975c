// The variation form on the course (capture 03's data), mounted by the real registry in happy-dom: choosing,
// the details and the button's states, the alerts, the reset, pruning, quantity and the product's texts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Registry } from '../../core/registry/registry.ts';
import { CAPACITIES, COLOURS } from './test-data/fixture-products.ts';
import type { FormMarkupOptions } from './test-data/form-markup.ts';
import { button, choose, colorantForm, courseForm, details, eventually, openForm, resetLink, select } from './test-data/open-form.ts';

// Real timers (the form's 100 and 300 ms delays run for real): room for a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const course = courseForm;
const colorant = colorantForm();

const optionValues = (id: string) => [...select(id).options].map((option) => option.value);
let registry: Registry | undefined;

async function openPage(options: FormMarkupOptions): Promise<void> {
  let serverOptions: string[] = [];
  const selectsHtml = () => [...document.querySelectorAll('select')].map((element) => element.innerHTML);
  registry = await openForm(options, {
    beforeStart: () => (serverOptions = selectsHtml()),
    // Mounting keeps the server's options as they are: no layout change. Checked only while the initial
    // check (100 ms later, real timers) has not run yet: a stalled test machine may already be past it.
    afterMount: () => {
      if (resetLink().style.visibility === '') expect(selectsHtml()).toEqual(serverOptions);
    },
  });
}

// happy-dom has no alert(): a spy stands in for the browser's.
beforeEach(() => void Object.assign(window, { alert: vi.fn() }));
afterEach(() => {
  registry?.stop();
  document.body.replaceChildren();
});

describe('choosing a course variation', () => {
  it('starts with the button disabled, selection needed, and no message', async () => {
    await openPage(course);
    expect(button().className).toBe('single_add_to_cart_button button alt disabled wc-variation-selection-needed');
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(document.querySelector('.woocommerce-variation-add-to-cart')!.classList).toContain('woocommerce-variation-add-to-cart-disabled');
    expect(document.querySelector('.wc-no-matching-variations')).toBeNull();
    expect(resetLink().style.visibility).toBe('hidden');
  });

  it('shows the details 300 ms after a match, enables the button and fills variation_id and the SKU', async () => {
    await openPage(course);
    choose('pa_session', 'mars-2027');
    expect(resetLink().style.visibility).toBe('visible');
    // Taken before the choice: the 300 ms start inside it, and a loaded machine may take a while to return from it.
    const matchedAt = performance.now();
    choose('pa_format', 'presentiel');
    expect(document.querySelector<HTMLInputElement>('input[name=variation_id]')!.value).toBe('19');
    expect(document.querySelector('.product_meta .sku')!.textContent).toBe('FORM-CDI-10J-0327-P');
    expect(details().textContent).toBe('');
    await eventually(() => expect(details().textContent).toContain('Session à Lyon du 1er au 12 mars 2027.'));
    // Never before the 300 ms (a timer may fire a millisecond early); how much later depends on the machine.
    expect(performance.now() - matchedAt).toBeGreaterThanOrEqual(295);
    expect(details().querySelector('.woocommerce-variation-description p')).not.toBeNull();
    expect(button().classList).not.toContain('disabled');
    expect(button().hasAttribute('aria-disabled')).toBe(false);
    expect(document.querySelector('.woocommerce-variation-add-to-cart')!.classList).toContain('woocommerce-variation-add-to-cart-enabled');
  });

  it('matches the "any" format of septembre-2027 with either format', async () => {
    await openPage(course);
    choose('pa_session', 'septembre-2027');
    choose('pa_format', 'distanciel');
    expect(document.querySelector<HTMLInputElement>('input[name=variation_id]')!.value).toBe('23');
  });

  it('marks the out-of-stock combination unavailable and alerts the unavailable text on click', async () => {
    await openPage(course);
    choose('pa_session', 'juin-2027');
    choose('pa_format', 'distanciel');
    await eventually(() => expect(details().querySelector('.stock.out-of-stock')).not.toBeNull());
    expect(button().className).toBe('single_add_to_cart_button button alt disabled wc-variation-is-unavailable');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(window.alert).toHaveBeenCalledWith('Désolé, ce produit n’est pas disponible. Veuillez choisir une combinaison différente.');
  });

  it('alerts the make-a-selection text when the button is clicked before choosing', async () => {
    await openPage(course);
    button().click();
    expect(window.alert).toHaveBeenCalledWith('Veuillez sélectionner des options du produit avant de l’ajouter à votre panier.');
  });

  it('fixes the quantity at 1 and hides it for a sold-individually variation', async () => {
    await openPage(course);
    choose('pa_session', 'mars-2027');
    choose('pa_format', 'distanciel');
    const quantity = document.querySelector<HTMLInputElement>('input.qty')!;
    expect(quantity.value).toBe('1');
    expect(quantity.getAttribute('max')).toBe('');
    expect(quantity.closest<HTMLElement>('.quantity')!.style.display).toBe('none');
  });

  it('any change clears variation_id, hides the details and disables the button again', async () => {
    await openPage(course);
    choose('pa_session', 'mars-2027');
    choose('pa_format', 'presentiel');
    await eventually(() => expect(button().classList).not.toContain('disabled'));
    choose('pa_format', '');
    expect(document.querySelector<HTMLInputElement>('input[name=variation_id]')!.value).toBe('');
    expect(button().className).toBe('single_add_to_cart_button button alt disabled wc-variation-selection-needed');
    expect(document.querySelector('.product_meta .sku')!.textContent).toBe('FORM-CDI-10J');
  });

  it('a change within 300 ms of a match cancels the details and the enabled button', async () => {
    await openPage(course);
    choose('pa_session', 'mars-2027');
    choose('pa_format', 'presentiel');
    choose('pa_session', '');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(details().textContent).toBe('');
    expect(button().classList).toContain('disabled');
  });
});

describe('reset', () => {
  it('clears every choice, announces it, focuses the first select and restores the SKU', async () => {
    await openPage(course);
    choose('pa_session', 'mars-2027');
    choose('pa_format', 'presentiel');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    resetLink().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect([select('pa_session').value, select('pa_format').value]).toEqual(['', '']);
    expect(document.querySelector('.reset_variations_alert')!.textContent).toBe(
      'Votre sélection a été réinitialisée. Veuillez sélectionner des options du produit avant de l’ajouter à votre panier.',
    );
    expect(document.activeElement).toBe(select('pa_session'));
    expect(document.querySelector('.product_meta .sku')!.textContent).toBe('FORM-CDI-10J');
    expect(resetLink().style.visibility).toBe('hidden');
    choose('pa_session', 'juin-2027');
    expect(document.querySelector('.reset_variations_alert')!.textContent).toBe('');
  });

  it('also runs on Space and Enter, as the legacy keydown handler does', async () => {
    await openPage(course);
    choose('pa_session', 'mars-2027');
    resetLink().dispatchEvent(new KeyboardEvent('keydown', { code: 'Space', bubbles: true, cancelable: true }));
    expect(select('pa_session').value).toBe('');
  });
});

describe('pruning (colorant data inline)', () => {
  it('keeps only the colours that come in 250 g, marked attached enabled, and restores them on reset', async () => {
    await openPage(colorant);
    choose('contenance', '250 g');
    expect(optionValues('couleur')).toEqual(['', 'Noir', 'Blanc']);
    expect([...select('couleur').options].slice(1).map((option) => option.className)).toEqual(['attached enabled', 'attached enabled']);
    expect(optionValues('contenance')).toEqual(['', ...CAPACITIES]);
    choose('contenance', '');
    expect(optionValues('couleur')).toEqual(['', ...COLOURS]);
  });

  it('clamps the quantity into min_qty..max_qty and sets min and max', async () => {
    await openPage(colorant);
    const quantity = document.querySelector<HTMLInputElement>('input.qty')!;
    quantity.value = '40';
    choose('couleur', 'Rouge');
    choose('contenance', '100 g');
    expect([quantity.value, quantity.getAttribute('min'), quantity.getAttribute('max')]).toEqual(['25', '1', '25']);
    expect(quantity.closest<HTMLElement>('.quantity')!.style.display).toBe('');
  });
});

describe('no match with inline variations', () => {
  // Two variations whose values only pair one way: choosing x then w leaves no match.
  const crossed: FormMarkupOptions = {
    attributes: { attribute_a: [['x', 'X'], ['y', 'Y']], attribute_b: [['v', 'V'], ['w', 'W']] },
    variations: [
      { variation_id: 1, attributes: { attribute_a: 'x', attribute_b: 'v' }, variation_is_active: true, variation_is_visible: true },
      { variation_id: 2, attributes: { attribute_a: 'y', attribute_b: 'w' }, variation_is_active: true, variation_is_visible: true },
    ],
  };

  it('resets the impossible choice and shows the French message in div[role=alert] after .single_variation', async () => {
    await openPage(crossed);
    select('a').value = 'x';
    select('b').value = 'w';
    select('b').dispatchEvent(new Event('change', { bubbles: true }));
    const message = document.querySelector('.single_variation + div[role="alert"] > p.wc-no-matching-variations.woocommerce-info');
    expect(message?.textContent).toBe('Désolé, aucun produit ne correspond à votre sélection. Veuillez choisir une combinaison différente.');
    expect([select('a').value, select('b').value]).toEqual(['', '']);
    expect(button().classList).toContain('wc-variation-selection-needed');
    // Any change takes the message away.
    choose('a', 'y');
    expect(document.querySelector('.wc-no-matching-variations')).toBeNull();
  });

  it('says nothing on first load, even when the server pre-selected an impossible pair', async () => {
    registry = await openForm(crossed, {
      beforeStart: () => {
        select('a').value = 'x';
        select('b').value = 'w';
      },
    });
    expect(document.querySelector('.wc-no-matching-variations')).toBeNull();
  });
});

describe('the product around the form', () => {
  it('shows the variation’s weight and dimensions and puts the server’s texts back on reset', async () => {
    await openPage(colorant);
    const weight = document.querySelector('.woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value')!;
    const dimensions = document.querySelector('.woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value')!;
    choose('couleur', 'Noir');
    choose('contenance', '250 g');
    expect([weight.textContent, dimensions.textContent, weight.getAttribute('data-o_content')]).toEqual(['0,02 kg', 'N/A', 'N/A']);
    choose('contenance', '');
    expect([weight.textContent, dimensions.textContent]).toEqual(['N/A', 'N/A']);
  });

  it('gives the server’s options and choices back when unmounted', async () => {
    await openPage(course);
    choose('pa_session', 'juin-2027');
    const optionsBefore = [...select('pa_format').options];
    registry!.stop();
    registry = undefined;
    expect(select('pa_session').value).toBe('juin-2027');
    expect([...select('pa_session').options].map((option) => option.value)).toEqual(['', 'mars-2027', 'juin-2027', 'septembre-2027']);
    expect(select('pa_format').options).toHaveLength(3);
    expect([...select('pa_format').options]).not.toEqual(optionsBefore);
    expect(document.querySelector('.fondant-variation-notice')).toBeNull();
  });
});
