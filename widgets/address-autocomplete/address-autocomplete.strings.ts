// The address autocomplete's own French strings (the page config's i18n overrides them by key, like the shared ones).
import { widgetStrings } from '../../core/config/strings.ts';

export const t = widgetStrings({
  addressSuggestionsLabel: 'Suggestions d’adresse',
  addressSuggestionsOne: '1 suggestion d’adresse disponible',
  addressSuggestionsOther: '{count} suggestions d’adresse disponibles',
} as const);

/** French plural: "1 suggestion d’adresse disponible", "3 suggestions d’adresse disponibles". */
export function suggestionCountText(count: number): string {
  return t(count === 1 ? 'addressSuggestionsOne' : 'addressSuggestionsOther', { count });
}
