// The French user-facing strings of Fondant, with `{name}` placeholders; the page config's i18n entries
// override them one by one.
import { pageConfig } from './page-config.ts';

export const catalogue = {
  viewCart: 'Voir le panier',
  pleaseWait: 'Veuillez patienter…',
  cartCountOne: '{count} article',
  cartCountOther: '{count} articles',
  addToCartFailed: 'Le produit n’a pas pu être ajouté au panier.',
  tryAgain: 'Veuillez réessayer.',
  offline: 'Vous êtes probablement hors ligne.',
  timeout: 'Le serveur met trop de temps à répondre.',
  invalidJson: 'La réponse n’est pas une réponse JSON valide.',
  httpError: 'Le serveur a répondu par une erreur ({status}).',
  unknownError: 'Une erreur inconnue est survenue.',
} as const;

export type StringKey = keyof typeof catalogue;

const frenchPlural = new Intl.PluralRules('fr');

export function t(key: StringKey, values: Record<string, string | number> = {}): string {
  const template = pageConfig().i18n[key] ?? catalogue[key];
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}

/** French plural: 0 and 1 are singular ("0 article", "1 article", "2 articles"). */
export function cartCountLabel(count: number): string {
  return t(frenchPlural.select(count) === 'one' ? 'cartCountOne' : 'cartCountOther', { count });
}
