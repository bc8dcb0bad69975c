// Option pruning (legacy update_variation_values): an attribute's options are narrowed to the values that some
// variation compatible with the *other* choices offers ("attached"), disabled unless such a variation is active
// ("enabled"), and the current choice stays only if it is attached and enabled.
import { parseInertDocument } from '../../core/dom/trusted-types.ts';
import type { AttributeMap, Variation } from './variation-data.ts';
import { findMatchingVariations } from './variation-matcher.ts';

export interface AttributeOption {
  value: string;
  label: string;
}

/** One attribute select as the server rendered it. */
export interface AttributeField {
  name: string;
  /** The first option, when its value is '' ("Choisir une option"). */
  placeholder: AttributeOption | null;
  options: readonly AttributeOption[];
  /** data-show_option_none="no": the placeholder may go once a valid value is chosen. */
  hidePlaceholderWhenChosen: boolean;
}

export interface PrunedOption extends AttributeOption {
  enabled: boolean;
}

export interface PrunedField {
  placeholder: AttributeOption | null;
  /** The attached options, in server order. */
  options: PrunedOption[];
  /** The value the select must show: the current choice, or '' when it is no longer valid. */
  value: string;
  /** The current choice was dropped: the select's value changes to ''. */
  selectionDropped: boolean;
  /** False until the first pruning: the options are still the server's, without attached/enabled classes. */
  pruned: boolean;
}

/** The server's options as they are, before any pruning (and in ajax mode, where nothing is pruned). */
export function unprunedField(field: AttributeField, value: string): PrunedField {
  return {
    placeholder: field.placeholder,
    options: field.options.map((option) => ({ ...option, enabled: true })),
    value,
    selectionDropped: false,
    pruned: false,
  };
}

export function pruneOptions(field: AttributeField, variations: readonly Variation[], chosen: AttributeMap): PrunedField {
  const attached = new Map<string, boolean>();
  const attach = (value: string, active: boolean) => attached.set(value, (attached.get(value) ?? false) || active);
  // This attribute's own choice must not constrain its options: only the others' choices do.
  for (const variation of findMatchingVariations(variations, { ...chosen, [field.name]: '' })) {
    if (!(field.name in variation.attributes)) continue;
    const value = decodeEntities(variation.attributes[field.name] ?? '');
    const active = Boolean(variation.variation_is_active);
    if (value) attach(value, active);
    else field.options.forEach((option) => attach(option.value, active));
  }
  const options = field.options
    .filter((option) => attached.has(option.value))
    .map((option) => ({ ...option, enabled: attached.get(option.value) === true }));
  const selected = chosen[field.name] ?? '';
  const valid = selected === '' || options.some((option) => option.enabled && option.value === selected);
  const dropPlaceholder = field.hidePlaceholderWhenChosen && options.length > 0 && selected !== '' && valid;
  return {
    placeholder: dropPlaceholder ? null : field.placeholder,
    options,
    value: valid ? selected : '',
    selectionDropped: !valid,
    pruned: true,
  };
}

/** Variation values may carry HTML entities (`&amp;`); options hold the decoded text. */
export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  // A textarea's content is text with character references (no elements), as the attribute value was.
  const textarea = parseInertDocument(`<textarea>${value.replaceAll('<', '&lt;')}</textarea>`).querySelector('textarea');
  return textarea?.value ?? value;
}
