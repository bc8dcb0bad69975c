// The newsletter's own French strings (the page config's i18n overrides them by key, like the shared ones). Brevo's
// `sibErrMsg` and each form's hidden notices override the validation messages (newsletter-settings.ts).
import { widgetStrings } from '../../core/config/strings.ts';

export const t = widgetStrings({
  newsletterRequired: 'Veuillez compléter les champs obligatoires.',
  newsletterInvalidEmail: 'Veuillez entrer une adresse e-mail valide.',
  newsletterInvalidSms: 'Veuillez entrer une numéro de téléphone valide.',
  newsletterInvalidDate: 'Veuillez entrer une date valide.',
  newsletterSubscribed: 'Merci, votre inscription est enregistrée.',
  newsletterAlreadySubscribed: 'Vous êtes déjà inscrit·e.',
  newsletterFailed: 'Votre inscription n’a pas pu être enregistrée. Veuillez réessayer.',
  newsletterNotSent: 'Votre inscription n’a pas pu être envoyée. {reason} Veuillez réessayer.',
  captchaRequired: 'Veuillez confirmer que vous n’êtes pas un robot.',
  captchaUnavailable: 'La vérification anti-robot n’a pas pu être chargée. Veuillez réessayer.',
  countryPrefix: 'Indicatif du pays',
  countryPrefixChosen: 'Indicatif du pays : {country}',
  countryListLoading: 'Chargement de la liste des pays…',
  countryListFailed: 'La liste des pays n’a pas pu être chargée. {reason}',
} as const);
