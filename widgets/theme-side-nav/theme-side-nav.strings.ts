// The dot navigation's French names (the page config's i18n overrides them by key).
import { widgetStrings } from '../../core/config/strings.ts';

export const t = widgetStrings({
  sideNavLabel: 'Sections de la page',
  sideNavSection: 'Section {number}',
} as const);
