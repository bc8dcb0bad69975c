// Pruning, exhaustively over the fixture products and as properties over generated products: an option stays
// exactly when a variation compatible with the other choices offers it, enabled when such a variation is active.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeEntities, pruneOptions, type AttributeField } from './option-pruner.ts';
import { CAPACITIES, COLOURS, COURSE_OPTIONS, colorantPairs, colorantVariations, courseVariations } from './test-data/fixture-products.ts';
import { productArbitrary } from './test-data/arbitraries.ts';
import type { Variation } from './variation-data.ts';
import { isMatch } from './variation-matcher.ts';

function field(name: string, values: readonly string[], hidePlaceholderWhenChosen = false): AttributeField {
  return { name, placeholder: { value: '', label: 'Choisir une option' }, options: values.map((value) => ({ value, label: value })), hidePlaceholderWhenChosen };
}

const session = field('attribute_pa_session', COURSE_OPTIONS.attribute_pa_session.map(([value]) => value));
const format = field('attribute_pa_format', COURSE_OPTIONS.attribute_pa_format.map(([value]) => value));
const couleur = field('attribute_couleur', COLOURS);
const contenance = field('attribute_contenance', CAPACITIES);
const values = (pruned: ReturnType<typeof pruneOptions>) => pruned.options.map((option) => option.value);

describe('the course', () => {
  const sessions = ['', ...session.options.map((option) => option.value)];
  const formats = ['', ...format.options.map((option) => option.value)];
  const cases = sessions.flatMap((s) => formats.map((f) => [s, f] as const));

  it.each(cases)('session %j / format %j keeps every option enabled (each is offered, septembre with any format)', (s, f) => {
    const chosen = { attribute_pa_session: s, attribute_pa_format: f };
    const sessionsLeft = pruneOptions(session, courseVariations, chosen);
    const formatsLeft = pruneOptions(format, courseVariations, chosen);
    expect(values(sessionsLeft)).toEqual(['mars-2027', 'juin-2027', 'septembre-2027']);
    expect(values(formatsLeft)).toEqual(['presentiel', 'distanciel']);
    expect([...sessionsLeft.options, ...formatsLeft.options].every((option) => option.enabled)).toBe(true);
    expect([sessionsLeft.value, formatsLeft.value, sessionsLeft.selectionDropped, formatsLeft.selectionDropped]).toEqual([s, f, false, false]);
    expect(sessionsLeft.placeholder).toEqual({ value: '', label: 'Choisir une option' });
  });
});

describe('the colorant', () => {
  const cases = COLOURS.flatMap((colour) => CAPACITIES.map((capacity) => [colour, capacity] as const));

  it.each(cases)('%s / %s: each select keeps what the other choice allows; an impossible pair drops both choices', (colour, capacity) => {
    const chosen = { attribute_couleur: colour, attribute_contenance: capacity };
    const capacitiesLeft = pruneOptions(contenance, colorantVariations, chosen);
    const coloursLeft = pruneOptions(couleur, colorantVariations, chosen);
    expect(values(capacitiesLeft)).toEqual(CAPACITIES.filter((c) => colorantPairs.has(`${colour}|${c}`)));
    expect(values(coloursLeft)).toEqual(COLOURS.filter((c) => colorantPairs.has(`${c}|${capacity}`)));
    const exists = colorantPairs.has(`${colour}|${capacity}`);
    expect([capacitiesLeft.selectionDropped, coloursLeft.selectionDropped]).toEqual([!exists, !exists]);
    expect([capacitiesLeft.value, coloursLeft.value]).toEqual(exists ? [capacity, colour] : ['', '']);
  });

  it('offers every option while nothing is chosen', () => {
    expect(values(pruneOptions(couleur, colorantVariations, {}))).toEqual([...COLOURS]);
    expect(values(pruneOptions(contenance, colorantVariations, {}))).toEqual([...CAPACITIES]);
  });
});

describe('legacy details', () => {
  const variations: Variation[] = [
    { variation_id: 1, attributes: { attribute_a: 'x', attribute_b: 'A &amp; B' }, variation_is_active: true },
    { variation_id: 2, attributes: { attribute_a: 'y', attribute_b: 'A &amp; B' }, variation_is_active: false },
  ];
  const a = field('attribute_a', ['x', 'y', 'z']);

  it('attaches an inactive variation’s value but leaves it disabled, and a choice of it is dropped', () => {
    const pruned = pruneOptions(a, variations, { attribute_a: 'y' });
    expect(pruned.options).toEqual([
      { value: 'x', label: 'x', enabled: true },
      { value: 'y', label: 'y', enabled: false },
    ]);
    expect([pruned.value, pruned.selectionDropped]).toEqual(['', true]);
  });

  it('compares decoded entities with the option values', () => {
    expect(values(pruneOptions(field('attribute_b', ['A & B', 'C']), variations, {}))).toEqual(['A & B']);
    expect(decodeEntities('A &amp; B &eacute;')).toBe('A & B é');
  });

  it('drops the placeholder only with data-show_option_none="no" and a valid choice', () => {
    const strict = field('attribute_a', ['x', 'y', 'z'], true);
    expect(pruneOptions(strict, variations, { attribute_a: 'x' }).placeholder).toBeNull();
    expect(pruneOptions(strict, variations, { attribute_a: '' }).placeholder).not.toBeNull();
    expect(pruneOptions(strict, variations, { attribute_a: 'z' }).placeholder).not.toBeNull();
    expect(pruneOptions(a, variations, { attribute_a: 'x' }).placeholder).not.toBeNull();
  });

  it('ignores variations that do not name the attribute', () => {
    expect(values(pruneOptions(a, [{ variation_id: 3, attributes: {} }], {}))).toEqual([]);
  });
});

describe('properties over generated products', () => {
  /** The oracle: variations compatible with every choice but this field's own. */
  const compatible = (variations: Variation[], chosen: Record<string, string>, name: string) =>
    variations.filter((variation) => isMatch(variation.attributes, { ...chosen, [name]: '' }) && name in variation.attributes);
  const offers = (variation: Variation, name: string, value: string) => !variation.attributes[name] || variation.attributes[name] === value;

  it('never removes an option that a variation compatible with the other choices offers, and keeps no other', () => {
    fc.assert(
      fc.property(productArbitrary, ({ fields, variations, chosen }) => {
        for (const f of fields) {
          const kept = new Set(values(pruneOptions(f, variations, chosen)));
          for (const option of f.options) {
            const offered = compatible(variations, chosen, f.name).some((variation) => offers(variation, f.name, option.value));
            expect(kept.has(option.value)).toBe(offered);
          }
        }
      }),
    );
  });

  it('enables an option exactly when an active compatible variation offers it', () => {
    fc.assert(
      fc.property(productArbitrary, ({ fields, variations, chosen }) => {
        for (const f of fields) {
          for (const option of pruneOptions(f, variations, chosen).options) {
            const active = compatible(variations, chosen, f.name).some((v) => v.variation_is_active && offers(v, f.name, option.value));
            expect(option.enabled).toBe(active);
          }
        }
      }),
    );
  });

  it('keeps a choice exactly when it is an enabled option, in server order', () => {
    fc.assert(
      fc.property(productArbitrary, ({ fields, variations, chosen }) => {
        for (const f of fields) {
          const pruned = pruneOptions(f, variations, chosen);
          const choice = chosen[f.name] ?? '';
          const valid = choice === '' || pruned.options.some((option) => option.enabled && option.value === choice);
          expect([pruned.value, pruned.selectionDropped]).toEqual([valid ? choice : '', !valid]);
          const order = f.options.map((option) => option.value);
          expect(values(pruned)).toEqual(order.filter((value) => values(pruned).includes(value)));
        }
      }),
    );
  });
});
