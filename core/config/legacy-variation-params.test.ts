// wc_add_to_cart_variation_params (printed with add-to-cart-variation.js) feeds the variation form's texts and,
// last, the wc-ajax URL; the JSON config's i18n still wins.
import { describe, expect, it } from 'vitest';
import { readPageConfig } from './page-config.ts';

/** As printed on the captured course page (03-product-variable-course.html), translated like the fixture shop. */
const variationParams = {
  wc_ajax_url: '/boutique/?wc-ajax=%%endpoint%%',
  i18n_no_matching_variations_text: 'Aucun produit ne correspond.',
  i18n_make_a_selection_text: 'Choisissez des options.',
  i18n_unavailable_text: 'Indisponible.',
  i18n_reset_alert_text: 'Sélection réinitialisée.',
};

function pageWith(json?: object): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (json) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'fondant-config';
    script.textContent = JSON.stringify(json);
    doc.body.append(script);
  }
  return doc;
}

describe('wc_add_to_cart_variation_params', () => {
  it('overrides the variation texts and supplies the wc-ajax URL when nothing else does', () => {
    const config = readPageConfig(pageWith(), { wc_add_to_cart_variation_params: variationParams } as unknown as Window);
    expect(config.i18n).toEqual({
      variationNoMatch: 'Aucun produit ne correspond.',
      variationMakeSelection: 'Choisissez des options.',
      variationUnavailable: 'Indisponible.',
      variationResetAlert: 'Sélection réinitialisée.',
    });
    expect(config.wcAjaxUrl).toBe('/boutique/?wc-ajax=%%endpoint%%');
  });

  it('loses to the JSON config key by key, and to wc_add_to_cart_params for the URL', () => {
    const win = {
      wc_add_to_cart_variation_params: variationParams,
      wc_add_to_cart_params: { wc_ajax_url: '/?wc-ajax=%%endpoint%%' },
    } as unknown as Window;
    const config = readPageConfig(pageWith({ i18n: { variationUnavailable: 'Épuisé.' } }), win);
    expect(config.i18n.variationUnavailable).toBe('Épuisé.');
    expect(config.i18n.variationNoMatch).toBe('Aucun produit ne correspond.');
    expect(config.wcAjaxUrl).toBe('/?wc-ajax=%%endpoint%%');
  });

  it('ignores texts that are not strings', () => {
    const win = { wc_add_to_cart_variation_params: { i18n_unavailable_text: 42 } } as unknown as Window;
    expect(readPageConfig(pageWith(), win).i18n).toEqual({});
  });
});
