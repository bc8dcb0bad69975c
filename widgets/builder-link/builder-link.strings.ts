// The module link's own French strings (the page config's i18n overrides them by key).
import { widgetStrings } from '../../core/config/strings.ts';

export const t = widgetStrings({
  moduleLinkNamed: 'Ouvrir : {name}',
  moduleLinkUnnamed: 'Ouvrir le lien du bloc',
  moduleLinkNewWindow: '{label} (nouvelle fenêtre)',
} as const);
