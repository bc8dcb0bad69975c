// The contact form's own French strings (the page config's i18n overrides them by key); the theme's `et_pb_custom`
// texts win over the first five where it has them (contact-form-settings.ts).
import { widgetStrings } from '../../core/config/strings.ts';

export const t = widgetStrings({
  contactFillMessage: 'Veuillez remplir les champs suivants :',
  contactErrorMessage: 'Veuillez corriger les erreurs suivantes :',
  contactInvalidEmail: 'Adresse e-mail non valide',
  contactWrongCaptcha: 'Vous avez saisi un mauvais nombre dans le captcha.',
  contactCaptchaLabel: 'Captcha',
  contactCheckboxLabel: 'Case à cocher',
  contactCaptchaQuestion: 'Captcha : combien font {first} + {second} ?',
  contactNotSent: 'Votre message n’a pas pu être envoyé. {reason} Veuillez réessayer.',
  contactAnswerIncomplete: 'La réponse du site est incomplète.',
} as const);
