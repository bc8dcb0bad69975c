// The signup's own French strings (the page config's i18n overrides them by key); the theme's `et_pb_custom`
// texts win over them where it has its own (signup-settings.ts).
import { widgetStrings } from '../../core/config/strings.ts';

export const t = widgetStrings({
  signupCheckFields: 'Veuillez vérifier les champs ci-dessous pour vous assurer que vous avez saisi les bonnes informations.',
  signupNotSent: 'Votre inscription n’a pas pu être envoyée. {reason} Veuillez réessayer.',
} as const);
