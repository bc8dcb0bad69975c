// The variation form's behaviour, wired like add-to-cart-variation.js: the legacy events are the control flow
// (a change triggers check_variations, which triggers found_variation or reset_data, …), fired through the
// bridge on the form, so a plugin's own trigger of any of them (jQuery or native) is obeyed the same way.
import { t } from '../../core/config/strings.ts';
import { block, unblock } from '../../core/dom/block-overlay.ts';
import { emit } from '../../core/events/bridge.ts';
import { HttpError } from '../../core/http/http-error.ts';
import type { MountContext } from '../../core/registry/define-widget.ts';
import { setButtonState } from './add-to-cart-state.ts';
import { readChosenAttributes, sameChoices, type ChosenAttributes } from './chosen-attributes.ts';
import { applyQuantity, changeValue, toggleResetLink } from './form-fields.ts';
import type { FormParts } from './form-parts.ts';
import { pruneOptions, unprunedField, type AttributeField, type PrunedField } from './option-pruner.ts';
import { resetProductMeta, showProductMeta } from './product-meta.ts';
import { show, slideDown, slideUp } from './slide.ts';
import { isPurchasable, isVariation, type Variation } from './variation-data.ts';
import { updateVariationImage } from './variation-image.ts';
import { findMatchingVariations } from './variation-matcher.ts';
import { fetchVariation } from './variation-request.ts';
import type { ViewStore } from './view-store.ts';

/** The legacy script's delays: the first check after construction, and the details after a match (so screen readers notice). */
const INITIAL_CHECK_MS = 100;
const DETAILS_DELAY_MS = 300;

export interface VariationFormSetup {
  context: MountContext<unknown>;
  parts: FormParts;
  fields: AttributeField[];
  /**
   * Sets one key of the view store and renders the view before returning, so plugins see the result of each event
   * (an unchanged value renders nothing).
   */
  setView: ViewStore['setKey'];
  productId: number;
  customData: string | undefined;
  /** data-product_variations, read again by reload_product_variations; false = ask the server. */
  readVariations(): Variation[] | false;
}

export interface VariationFormController {
  /** The variation the shopper has chosen, once found. */
  current(): Variation | null;
}

function isChosenAttributes(value: unknown): value is ChosenAttributes {
  const candidate = value as ChosenAttributes | null;
  return typeof candidate?.count === 'number' && typeof candidate.chosenCount === 'number' && typeof candidate.data === 'object' && candidate.data !== null;
}

export function startVariationForm(setup: VariationFormSetup): VariationFormController {
  const { context, parts, fields, setView } = setup;
  const { form, selects, details, product } = parts;
  let variations = setup.readVariations();
  let initialLoad = true;
  let lastChoices = readChosenAttributes(selects).data;
  let current: Variation | null = null;
  let pendingDetails: ReturnType<typeof setTimeout> | undefined;
  let request: AbortController | undefined;
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const fire = (name: string, args: unknown[] = [], target: HTMLElement = form) => emit(name, args, { target });
  const listen = (name: string, handler: (...args: any[]) => void) => context.on(name, handler, { target: form });
  function later(callback: () => void, delayMs: number): ReturnType<typeof setTimeout> {
    const timer = setTimeout(() => {
      timers.delete(timer);
      context.guard(callback)();
    }, delayMs);
    timers.add(timer);
    return timer;
  }
  function cancelableLater(callback: () => void, delayMs: number): () => void {
    const timer = later(callback, delayMs);
    return () => {
      clearTimeout(timer);
      timers.delete(timer);
    };
  }
  function cancelDetails(): void {
    clearTimeout(pendingDetails);
    timers.delete(pendingDetails!);
    pendingDetails = undefined;
  }
  function abortRequest(): void {
    if (!request) return;
    request.abort();
    request = undefined;
    unblock(form);
  }

  // A select changed (the shopper, or a plugin's jQuery trigger): quantity and variation_id changes bubble here too.
  listen('change', () => {
    const choices = readChosenAttributes(selects).data;
    if (sameChoices(choices, lastChoices)) return;
    lastChoices = choices;
    // A choice made before the initial check (a quick shopper) is not the first load: its no-match shows.
    initialLoad = false;
    if (parts.variationId) changeValue(parts.variationId, '');
    fire('clear_reset_announcement');
    setView('notice', null);
    if (variations !== false) fire('woocommerce_variation_select_change');
    fire('check_variations');
    fire('woocommerce_variation_has_changed');
  });

  listen('check_variations', (given?: unknown) => {
    const attributes = isChosenAttributes(given) ? given : readChosenAttributes(selects);
    // Read before any event below: a reset they cause changes the selects, which is not the shopper choosing.
    const firstLoad = initialLoad;
    let chosenCount = attributes.chosenCount;
    cancelDetails();
    abortRequest();
    if (attributes.count > 0 && attributes.count === attributes.chosenCount) {
      if (variations === false) {
        void askServer(attributes, firstLoad);
      } else {
        fire('update_variation_values');
        const [variation] = findMatchingVariations(variations, attributes.data);
        if (variation) {
          fire('found_variation', [variation]);
        } else {
          fire('reset_data');
          chosenCount = 0;
          if (!firstLoad) setView('notice', t('variationNoMatch'));
        }
      }
    } else {
      fire('update_variation_values');
      fire('reset_data');
    }
    toggleResetLink(parts.resetLink, chosenCount > 0);
  });

  async function askServer(attributes: ChosenAttributes, initial: boolean): Promise<void> {
    const controller = new AbortController();
    request = controller;
    block(form, { message: null, background: '#fff' });
    try {
      const variation = await fetchVariation({ chosen: attributes.data, productId: setup.productId, customData: setup.customData }, controller.signal);
      if (controller.signal.aborted) return;
      if (variation) {
        fire('found_variation', [variation]);
      } else {
        fire('reset_data');
        if (!initial) setView('notice', t('variationNoMatch'));
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      // The choice stays: a new choice, or the same one again, asks again.
      fire('reset_data');
      const reason = error instanceof HttpError ? error.message : t('unknownError');
      setView('notice', `${t('variationCheckFailed')} ${reason} ${t('tryAgain')}`);
    } finally {
      if (request === controller) {
        request = undefined;
        unblock(form);
      }
    }
  }

  listen('update_variation_values', () => {
    if (variations === false) return;
    const choices = readChosenAttributes(selects).data;
    const options: Record<string, PrunedField> = {};
    fields.forEach((field) => (options[field.name] = pruneOptions(field, variations as Variation[], choices)));
    setView('options', options);
    // A choice no other choice allows any more falls back to the placeholder, which is a change.
    selects.forEach((select, index) => {
      if (options[fields[index]!.name]?.selectionDropped) select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    fire('woocommerce_update_variation_values');
  });

  listen('found_variation', (variation: unknown) => {
    if (!isVariation(variation)) return;
    current = variation;
    if (product) showProductMeta(product, variation);
    if (product) updateVariationImage(form, product, variation, cancelableLater);
    if (parts.variationId) changeValue(parts.variationId, String(variation.variation_id));
    applyQuantity(parts.quantity, variation);
    const purchasable = isPurchasable(variation);
    cancelDetails();
    pendingDetails = later(() => {
      pendingDetails = undefined;
      setView('shown', variation);
      if (details.textContent?.trim()) slideDown(details);
      else show(details);
      fire('show_variation', [variation, purchasable], details);
    }, DETAILS_DELAY_MS);
  });

  listen('reset_data', () => {
    current = null;
    cancelDetails();
    if (product) resetProductMeta(product);
    fire('reset_image');
    slideUp(details);
    fire('hide_variation', [], details);
  });

  listen('reset_image', () => {
    if (product) updateVariationImage(form, product, null, cancelableLater);
  });

  listen('show_variation', (_variation: unknown, purchasable: unknown) => {
    setButtonState(parts.button, parts.addToCart, purchasable ? 'enabled' : 'unavailable');
  });

  listen('hide_variation', () => setButtonState(parts.button, parts.addToCart, 'selection-needed'));
  listen('announce_reset', () => setView('resetAnnounced', true));
  listen('clear_reset_announcement', () => setView('resetAnnounced', false));
  listen('reset_focus', () => selects[0]?.focus());

  listen('reload_product_variations', () => {
    variations = setup.readVariations();
    if (variations === false) {
      // Ajax mode prunes nothing: back to the server's options.
      const options: Record<string, PrunedField> = {};
      fields.forEach((field, index) => (options[field.name] = unprunedField(field, selects[index]!.value)));
      setView('options', options);
    }
    fire('check_variations');
  });

  function resetSelection(event: Event): void {
    event.preventDefault();
    selects.forEach((select) => (select.value = ''));
    selects.forEach((select) => select.dispatchEvent(new Event('change', { bubbles: true })));
    fire('announce_reset');
    fire('reset_data');
    fire('reset_focus');
  }
  if (parts.resetLink) {
    context.listen(parts.resetLink, 'click', resetSelection);
    context.listen(parts.resetLink, 'keydown', (event: KeyboardEvent) => {
      if (event.code === 'Enter' || event.code === 'Space') resetSelection(event);
    });
  }

  later(() => {
    fire('check_variations');
    fire('wc_variation_form', [formInstance(parts, () => variations)]);
    initialLoad = false;
  }, INITIAL_CHECK_MS);

  context.onCleanup(() => {
    timers.forEach((timer) => clearTimeout(timer));
    abortRequest();
  });

  return { current: () => current };
}

/** wc_variation_form's argument: the legacy VariationForm instance's useful members, with jQuery wrappers when the page has jQuery. */
function formInstance(parts: FormParts, variationData: () => Variation[] | false): Record<string, unknown> {
  const jQuery = (window as Window & { jQuery?: (elements: unknown) => unknown }).jQuery;
  const wrap = (elements: unknown) => (typeof jQuery === 'function' ? jQuery(elements) : undefined);
  const wrapper = parts.details.closest('.single_variation_wrap');
  return {
    form: parts.form,
    attributeFields: parts.selects,
    singleVariation: parts.details,
    get variationData() {
      return variationData();
    },
    get useAjax() {
      return variationData() === false;
    },
    $form: wrap(parts.form),
    $product: wrap(parts.product),
    $attributeFields: wrap(parts.selects),
    $singleVariation: wrap(parts.details),
    $singleVariationWrap: wrap(wrapper),
    $resetVariations: wrap(parts.resetLink),
  };
}
