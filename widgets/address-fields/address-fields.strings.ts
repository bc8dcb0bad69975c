// The country and address fields' own French strings (the page config's i18n overrides them by key, like the shared ones).
import { widgetStrings } from '../../core/config/strings.ts';

export const t = widgetStrings({
  selectState: 'Sélectionnez une option…',
  fieldRequired: 'obligatoire',
  fieldOptional: 'facultatif',
  stateLabel: 'Région / Département',
} as const);
