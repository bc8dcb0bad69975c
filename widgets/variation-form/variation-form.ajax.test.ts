// Ajax mode (data-product_variations="false") and the ajax add to cart, with fetch held by the test: the
// get_variation body, the blocked form, no match, faults, abandoned requests; the add_to_cart body, its
// loading state, its outcomes, and no second add while one is on its way.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type PendingFetch } from '../../core/http/fetch-stub.ts';
import type { Registry } from '../../core/registry/registry.ts';
import { endpointOf, formFields, ticks } from '../../core/testing/shop-page.ts';
import getVariationMatch from './test-data/18-wc-ajax-get_variation-match.json';
import { button, choose, colorantForm, courseForm, details, eventually, form, openForm, resetLink, select, variationId } from './test-data/open-form.ts';
import oneItem from '../../core/cart/captures/11-wc-ajax-add_to_cart-success.json';

// Real timers (the form's 100 and 300 ms delays run for real): room for a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let registry: Registry | undefined;
let calls: PendingFetch[];
const notice = () => document.querySelector('.single_variation + div[role="alert"] > p.wc-no-matching-variations')?.textContent ?? null;
const requests = (endpoint: string) => calls.filter((call) => endpointOf(call) === endpoint);

beforeEach(() => {
  calls = stubFetch();
  Object.assign(window, { alert: vi.fn() });
});
afterEach(() => registry?.stop());

async function chooseRedHundredGrams(): Promise<PendingFetch> {
  registry = await openForm(colorantForm(false));
  choose('couleur', 'Rouge');
  expect(requests('get_variation')).toHaveLength(0);
  choose('contenance', '100 g');
  await ticks(1);
  const [request] = requests('get_variation');
  expect(request).toBeDefined();
  return request!;
}

describe('get_variation', () => {
  it('posts every attribute, product_id (and no pruning), blocks the form, and shows the answer', async () => {
    const request = await chooseRedHundredGrams();
    expect(formFields(request)).toEqual([
      ['attribute_couleur', 'Rouge'],
      ['attribute_contenance', '100 g'],
      ['product_id', '25'],
    ]);
    expect(select('contenance').options).toHaveLength(6);
    expect(form().classList).toContain('fondant-blocked');
    expect(form().getAttribute('aria-busy')).toBe('true');
    request.respond(getVariationMatch);
    await eventually(() => expect(variationId()).toBe('29'));
    expect(form().getAttribute('aria-busy')).toBeNull();
    await eventually(() => expect(details().querySelector('.woocommerce-variation-price ins')?.textContent).toContain('17,90'));
    expect(button().classList).not.toContain('disabled');
  });

  it('sends data-custom_data like $.param, a JSON object field by field', async () => {
    registry = await openForm({ ...colorantForm(false), customData: '{"gift":{"wrap":"oui"},"tags":["a","b"]}' });
    choose('couleur', 'Bleu');
    choose('contenance', '10 g');
    await ticks(1);
    expect(formFields(requests('get_variation')[0])).toEqual([
      ['attribute_couleur', 'Bleu'],
      ['attribute_contenance', '10 g'],
      ['product_id', '25'],
      ['custom_data[gift][wrap]', 'oui'],
      ['custom_data[tags][0]', 'a'],
      ['custom_data[tags][1]', 'b'],
    ]);
  });

  it.each([
    ['false', 'false'],
    ['an empty body (wp_die)', ''],
  ])('answered %s: no match, the French message, the button needing a selection', async (_label, body) => {
    const request = await chooseRedHundredGrams();
    request.respond(body, { headers: { 'Content-Type': 'application/json' } });
    await eventually(() => expect(notice()).toBe('Désolé, aucun produit ne correspond à votre sélection. Veuillez choisir une combinaison différente.'));
    expect(button().classList).toContain('wc-variation-selection-needed');
    expect(form().getAttribute('aria-busy')).toBeNull();
    expect(select('couleur').value).toBe('Rouge');
  });

  it.each([
    ['HTTP 500', (request: PendingFetch) => request.respond('<html>Erreur</html>', { status: 500 }), 'Le serveur a répondu par une erreur (500).'],
    ['invalid JSON', (request: PendingFetch) => request.respond('{"attributes":', { status: 200 }), 'La réponse n’est pas une réponse JSON valide.'],
    ['something else than a variation', (request: PendingFetch) => request.respond({ success: true }), 'La réponse n’est pas une réponse JSON valide.'],
    ['a network failure', (request: PendingFetch) => request.fail(), 'Vous êtes probablement hors ligne.'],
  ])('%s: a clear French message, the choice and the reset link kept, the button disabled', async (_label, fault, reason) => {
    const request = await chooseRedHundredGrams();
    fault(request);
    await eventually(() => expect(notice()).toBe(`La disponibilité de cette combinaison n’a pas pu être vérifiée. ${reason} Veuillez réessayer.`));
    expect([select('couleur').value, select('contenance').value]).toEqual(['Rouge', '100 g']);
    expect(resetLink().style.visibility).toBe('visible');
    expect(button().classList).toContain('disabled');
    expect(variationId()).toBe('');
  });

  it('abandons the request on its way when the choice changes, and ignores its late answer', async () => {
    const first = await chooseRedHundredGrams();
    choose('contenance', '50 g');
    await ticks(1);
    expect(first.init.signal?.aborted).toBe(true);
    const second = requests('get_variation')[1]!;
    second.respond({ ...getVariationMatch, variation_id: 28, sku: 'COL-GEL-ROU-50G', attributes: { attribute_couleur: 'Rouge', attribute_contenance: '50 g' } });
    await eventually(() => expect(variationId()).toBe('28'));
    expect(form().getAttribute('aria-busy')).toBeNull();
    expect(notice()).toBeNull();
  });

  it('says "no match" for a choice the shopper made before the initial check', async () => {
    registry = await openForm(colorantForm(false), {
      afterMount: () => {
        choose('couleur', 'Rouge');
        choose('contenance', '250 g');
      },
    });
    await ticks(1);
    requests('get_variation').at(-1)!.respond('false');
    await ticks(3);
    expect(notice()).toBe('Désolé, aucun produit ne correspond à votre sélection. Veuillez choisir une combinaison différente.');
  });

  it('does not say "no match" for the initial check of a pre-selected pair', async () => {
    registry = await openForm(colorantForm(false), {
      beforeStart: () => {
        select('couleur').value = 'Rouge';
        select('contenance').value = '250 g';
      },
    });
    await ticks(1);
    requests('get_variation')[0]!.respond('false');
    await ticks(3);
    expect(notice()).toBeNull();
  });
});

describe('adding the chosen variation to the cart', () => {
  async function chooseCourseVariation(): Promise<void> {
    registry = await openForm(courseForm);
    choose('pa_session', 'septembre-2027');
    choose('pa_format', 'distanciel');
    await eventually(() => expect(button().classList).not.toContain('disabled'));
  }

  function submit(): SubmitEvent {
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button() });
    form().dispatchEvent(event);
    return event;
  }

  it('posts the variation with every attribute and the quantity, never add-to-cart, and ends added', async () => {
    await chooseCourseVariation();
    expect(submit().defaultPrevented).toBe(true);
    expect(button().classList).toContain('loading');
    await ticks(1);
    const [request] = requests('add_to_cart');
    expect(formFields(request)).toEqual([
      ['attribute_pa_session', 'septembre-2027'],
      ['attribute_pa_format', 'distanciel'],
      ['quantity', '1'],
      ['product_id', '23'],
      ['variation_id', '23'],
    ]);
    // A second submit while the first is on its way does nothing.
    expect(submit().defaultPrevented).toBe(true);
    request!.respond(oneItem);
    await eventually(() => expect(button().classList).toContain('added'));
    expect(requests('add_to_cart')).toHaveLength(1);
    expect(document.querySelector('.widget_shopping_cart_live_region')?.textContent).toBe(
      '“Formation Cake Designer Intermédiaire – 10 jours” a été ajouté à votre panier.',
    );
  });

  it('follows product_url when WooCommerce refuses the add', async () => {
    const navigation = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    await chooseCourseVariation();
    submit();
    await ticks(1);
    requests('add_to_cart')[0]!.respond({ error: true, product_url: '/produit/formation/' });
    await eventually(() => expect(navigation).toHaveBeenCalledWith(new URL('/produit/formation/', document.baseURI).href));
  });

  it('a transport failure: the French notice after the button and the cart read again', async () => {
    await chooseCourseVariation();
    submit();
    await ticks(1);
    requests('add_to_cart')[0]!.fail();
    await eventually(() => expect(document.querySelector('.single_add_to_cart_button + .fondant-notice')?.textContent).toBe(
      'Le produit n’a pas pu être ajouté au panier. Vous êtes probablement hors ligne. Veuillez réessayer.',
    ));
    await eventually(() => expect(requests('get_refreshed_fragments')).toHaveLength(1));
    expect(button().classList).not.toContain('loading');
  });

  it('leaves the plain post alone when a file is attached, and refuses to submit a disabled button', async () => {
    await chooseCourseVariation();
    const file = document.createElement('input');
    file.type = 'file';
    file.name = 'photo';
    const attached = new DataTransfer();
    attached.items.add(new File(['x'], 'gateau.jpg'));
    file.files = attached.files;
    form().append(file);
    expect(submit().defaultPrevented).toBe(false);
    file.remove();
    choose('pa_format', '');
    expect(submit().defaultPrevented).toBe(true);
    expect(requests('add_to_cart')).toHaveLength(0);
  });
});
