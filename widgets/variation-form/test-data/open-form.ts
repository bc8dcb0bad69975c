// Opens a product page with the variation form mounted by the real registry (happy-dom), and drives its selects
// the way a browser does: value set, then a bubbling change.
import { expect } from 'vitest';
import type { Registry } from '../../../core/registry/registry.ts';
import { eventually as eventuallyWithin, freshPage, startRegistry } from '../../../core/testing/shop-page.ts';
import { variationFormWidget } from '../variation-form.widget.ts';
import { CAPACITIES, COLOURS, COURSE_OPTIONS, colorantVariations, courseVariations } from './fixture-products.ts';
import { productPageMarkup, type FormMarkupOptions } from './form-markup.ts';

/** The course with its variations inline (sold individually). */
export const courseForm: FormMarkupOptions = { attributes: COURSE_OPTIONS, variations: courseVariations, soldIndividually: true };

/** The colorant's attributes; its variations inline (unit tests of pruning) or `false` (ajax mode). */
export function colorantForm(variations: FormMarkupOptions['variations'] = colorantVariations): FormMarkupOptions {
  return {
    productId: 25,
    attributes: { attribute_couleur: COLOURS.map((c) => [c, c] as const), attribute_contenance: CAPACITIES.map((c) => [c, c] as const) },
    variations,
  };
}

/** Generous: the form's own delays are 100 + 300 ms, and a busy test machine stretches them. */
const PATIENCE_MS = 5000;

/** Retries the assertion until it passes or PATIENCE_MS have gone. */
export const eventually = (assertion: () => void) => eventuallyWithin(assertion, PATIENCE_MS);

export const select = (id: string) => document.getElementById(id) as HTMLSelectElement;
export const form = () => document.querySelector<HTMLFormElement>('form.variations_form')!;
export const button = () => document.querySelector<HTMLButtonElement>('.single_add_to_cart_button')!;
export const details = () => document.querySelector<HTMLElement>('.single_variation')!;
export const resetLink = () => document.querySelector<HTMLElement>('.reset_variations')!;
export const variationId = () => document.querySelector<HTMLInputElement>('input[name=variation_id]')!.value;

export function choose(id: string, value: string): void {
  select(id).value = value;
  select(id).dispatchEvent(new Event('change', { bubbles: true }));
}

export interface OpenFormHooks {
  /** Runs once the page exists, before the registry starts. */
  beforeStart?: () => void;
  /** Runs right after the mount, before the initial check. */
  afterMount?: () => void;
}

/** Resolves once the initial check (100 ms after mount) has run. */
export async function openForm(options: FormMarkupOptions, hooks: OpenFormHooks = {}): Promise<Registry> {
  freshPage(productPageMarkup(options));
  hooks.beforeStart?.();
  const registry = await startRegistry(variationFormWidget);
  hooks.afterMount?.();
  // The initial check shows or hides the reset link.
  await eventually(() => expect(resetLink().style.visibility).not.toBe(''));
  return registry;
}
