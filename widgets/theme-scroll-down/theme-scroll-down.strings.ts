// The fullwidth header's scroll-down link's French name (the page config's i18n overrides it by key).
import { widgetStrings } from '../../core/config/strings.ts';

export const t = widgetStrings({
  scrollDownLabel: 'Descendre à la suite de la page',
} as const);
