// The catalogue lookup, placeholders, server overrides and the French plural of the cart count.
import { afterEach, describe, expect, it, vi } from 'vitest';

async function loadStrings(i18n?: Record<string, string>) {
  if (i18n) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'fondant-config';
    script.textContent = JSON.stringify({ i18n });
    document.body.append(script);
  }
  return import('./strings.ts');
}

afterEach(() => {
  document.body.replaceChildren();
  vi.resetModules();
});

describe('t', () => {
  it('returns the French catalogue text', async () => {
    const { t } = await loadStrings();
    expect(t('viewCart')).toBe('Voir le panier');
    expect(t('offline')).toBe('Vous êtes probablement hors ligne.');
  });

  it('fills placeholders and leaves unknown ones visible', async () => {
    const { t } = await loadStrings();
    expect(t('httpError', { status: 500 })).toBe('Le serveur a répondu par une erreur (500).');
    expect(t('cartCountOther', { count: 2 })).toBe('2 articles');
    expect(t('httpError')).toBe('Le serveur a répondu par une erreur ({status}).');
  });

  it('uses the page config i18n overrides first', async () => {
    const { t } = await loadStrings({ viewCart: 'Mon panier', cartCountOther: '{count} produits' });
    expect(t('viewCart')).toBe('Mon panier');
    expect(t('cartCountOther', { count: 3 })).toBe('3 produits');
    expect(t('pleaseWait')).toBe('Veuillez patienter…');
  });
});

describe('cartCountLabel', () => {
  it('uses the French singular for 0 and 1 and the plural from 2', async () => {
    const { cartCountLabel } = await loadStrings();
    expect(cartCountLabel(0)).toBe('0 article');
    expect(cartCountLabel(1)).toBe('1 article');
    expect(cartCountLabel(2)).toBe('2 articles');
    expect(cartCountLabel(12)).toBe('12 articles');
  });

  it('applies overrides of either form', async () => {
    const { cartCountLabel } = await loadStrings({ cartCountOne: '{count} produit', cartCountOther: '{count} produits' });
    expect(cartCountLabel(1)).toBe('1 produit');
    expect(cartCountLabel(5)).toBe('5 produits');
  });
});

describe('widgetStrings', () => {
  it('looks a widget’s own keys up in its strings and the others in the shared catalogue, the page’s i18n winning for both', async () => {
    const { widgetStrings } = await loadStrings({ ownFailure: 'Échec : {reason}', offline: 'Hors ligne.' });
    const t = widgetStrings({ ownFailure: 'Ça n’a pas marché. {reason}', ownHint: 'Réessayez.' } as const);
    expect(t('ownHint')).toBe('Réessayez.');
    expect(t('ownFailure', { reason: 'Délai dépassé.' })).toBe('Échec : Délai dépassé.');
    expect(t('offline')).toBe('Hors ligne.');
    expect(t('viewCart')).toBe('Voir le panier');
  });
});
