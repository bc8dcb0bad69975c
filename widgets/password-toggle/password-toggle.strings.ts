// The password toggle's own French strings (the page config's i18n overrides them by key, like the shared ones).
import { widgetStrings } from '../../core/config/strings.ts';

export const t = widgetStrings({
  passwordShow: 'Afficher le mot de passe',
  passwordHide: 'Masquer le mot de passe',
} as const);
