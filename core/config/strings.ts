// The French user-facing strings Fondant's widgets share, with `{name}` placeholders; the page config's i18n
// entries override them one by one, as they do a widget's own strings (`<widget>.strings.ts`).
import { pageConfig } from './page-config.ts';

export const catalogue = {
  viewCart: 'Voir le panier',
  pleaseWait: 'Veuillez patienter…',
  cartCountOne: '{count} article',
  cartCountOther: '{count} articles',
  addToCartFailed: 'Le produit n’a pas pu être ajouté au panier.',
  tryAgain: 'Veuillez réessayer.',
  offline: 'Vous êtes probablement hors ligne.',
  interrupted: 'La connexion avec le serveur a été interrompue.',
  timeout: 'Le serveur met trop de temps à répondre.',
  invalidJson: 'La réponse n’est pas une réponse JSON valide.',
  httpError: 'Le serveur a répondu par une erreur ({status}).',
  unknownError: 'Une erreur inconnue est survenue.',
  mediaUploadFailed: 'Le téléversement du média a échoué. S’il s’agit d’une photo ou d’une grande image, veuillez la réduire puis réessayer.',
  ratingRequired: 'Veuillez sélectionner une note',
  ratingOption1: '1 étoile sur 5',
  ratingOption2: '2 étoiles sur 5',
  ratingOption3: '3 étoiles sur 5',
  ratingOption4: '4 étoiles sur 5',
  ratingOption5: '5 étoiles sur 5',
  variationNoMatch: 'Désolé, aucun produit ne correspond à votre sélection. Veuillez choisir une combinaison différente.',
  variationMakeSelection: 'Veuillez sélectionner des options du produit avant de l’ajouter à votre panier.',
  variationUnavailable: 'Désolé, ce produit n’est pas disponible. Veuillez choisir une combinaison différente.',
  variationResetAlert: 'Votre sélection a été réinitialisée. Veuillez sélectionner des options du produit avant de l’ajouter à votre panier.',
  variationCheckFailed: 'La disponibilité de cette combinaison n’a pas pu être vérifiée.',
  productAdded: '“{name}” a été ajouté à votre panier.',
  galleryTrigger: 'Voir la galerie d’images en plein écran',
  galleryPicture: 'Image {index} sur {count}',
  galleryPictureWithAlt: 'Image {index} sur {count} : {alt}',
  viewerLabel: 'Galerie d’images en plein écran',
  viewerClose: 'Fermer (Échap)',
  viewerNext: 'Suivant',
  viewerPrevious: 'Précédent',
  viewerZoom: 'Zoom',
  viewerCarousel: 'carrousel',
  viewerSlide: 'diapositive',
  viewerImageError: '{link} n’a pas pu être chargée.',
  viewerImageErrorLink: 'L’image',
  comingSoonBanner: 'Mode « Bientôt disponible »',
  comingSoonBannerDismiss: 'Masquer ce bandeau',
} as const;

export type StringKey = keyof typeof catalogue;

const frenchPlural = new Intl.PluralRules('fr');

/** A string of `strings` (the shared catalogue, or a widget's own), the page config's i18n entry of the same key
 *  winning, with its `{name}` placeholders filled. */
export function translate<K extends string>(strings: Readonly<Record<K, string>>, key: K, values: Record<string, string | number> = {}): string {
  const template = pageConfig().i18n[key] ?? strings[key];
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}

export function t(key: StringKey, values: Record<string, string | number> = {}): string {
  return translate(catalogue, key, values);
}

/** A widget's `t`: its own strings (kept out of the shared catalogue, which every widget downloads) and the
 *  shared ones. */
export function widgetStrings<K extends string>(strings: Readonly<Record<K, string>>): (key: K | StringKey, values?: Record<string, string | number>) => string {
  return (key, values) => (Object.hasOwn(strings, key) ? translate(strings, key as K, values) : translate(catalogue, key as StringKey, values));
}

/** French plural: 0 and 1 are singular ("0 article", "1 article", "2 articles"). */
export function cartCountLabel(count: number): string {
  return t(frenchPlural.select(count) === 'one' ? 'cartCountOne' : 'cartCountOther', { count });
}
