// The back-to-top control's French name (the page config's i18n overrides it by key).
import { widgetStrings } from '../../core/config/strings.ts';

export const t = widgetStrings({
  scrollTopLabel: 'Revenir en haut de la page',
} as const);
