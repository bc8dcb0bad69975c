// One wallet sheet's handlers (SPEC §4 "Express checkout", reference §2.2–2.7): click (login prompt, refused
// while refreshing or while the product cannot be bought, the product put in its separate cart, the sheet's
// details), shipping address and rate changes, confirm (payment method, order, 3-D Secure, redirect — one
// order however often it is confirmed) and cancel (separate cart emptied, page fields refilled).
import type {
  StripeExpressCheckoutElementClickEvent as ClickEvent,
  StripeExpressCheckoutElementConfirmEvent as ConfirmEvent,
  StripeExpressCheckoutElementShippingAddressChangeEvent as AddressChangeEvent,
  StripeExpressCheckoutElementShippingRateChangeEvent as RateChangeEvent,
} from '@stripe/stripe-js';
import { announce } from '../../core/a11y/announcer.ts';
import { t } from '../../core/config/strings.ts';
import { HttpError } from '../../core/http/http-error.ts';
import { refillAddressFields } from './address-refill.ts';
import { readCheckoutResponse, type CheckoutOutcome } from './checkout-result.ts';
import type { ExpressCartApi } from './express-cart-api.ts';
import { currentFraudPreventionToken, type ExpressSettings, type ServerProductData } from './express-settings.ts';
import { expressText } from './express-strings.ts';
import type { ExpressTracker } from './express-tracking.ts';
import { confirmIntent, PaymentOutcomeUnknownError, type NextActionStripe } from './intent-confirmation.ts';
import { findIntentConfirmation } from './intent-fragment.ts';
import { walletLineItems, walletTotal } from './line-items.ts';
import { confirmLogin } from './login-confirmation.ts';
import type { CheckoutOrderInput } from './order-payload.ts';
import { orderAttribution } from './order-attribution.ts';
import { blockPage, showPaymentError, unblockPage } from './payment-feedback.ts';
import { isWebUrl } from './web-url.ts';
import { addToCartState, selectedProduct, type ProductForm } from './product-selection.ts';
import { SHIPPING_PACKAGE_ID, walletShippingRates, walletShippingRatesOrPending } from './shipping-options.ts';
import type { StoreApiCart } from './store-api-types.ts';
import { eceShippingAddressToStoreApi, walletBillingToStoreApi, type WalletAddress } from './wallet-address.ts';

/** Where orders go: the Store API cart (product, cart, checkout) or the order being paid. */
export interface OrderBackend {
  placeOrder(order: CheckoutOrderInput): Promise<unknown>;
}

export interface PaymentStripe extends NextActionStripe {
  createPaymentMethod(options: { elements: unknown }): Promise<{ paymentMethod?: { id: string }; error?: { message?: string } }>;
}

export interface PaymentElements {
  update(options: { amount: number }): void;
  submit(): Promise<{ error?: { message?: string } }>;
}

export interface WalletSessionDeps {
  settings: ExpressSettings;
  /** The button's container: errors are shown in the notices area before it when the page has none. */
  element: HTMLElement;
  /** The Store API cart (null on pay-for-order). */
  cartApi: ExpressCartApi | null;
  backend: OrderBackend;
  stripe: PaymentStripe;
  elements: PaymentElements;
  tracker: ExpressTracker;
  /** Product pages: the stock add-to-cart form. */
  productForm: ProductForm | null;
  /** What the button was last refreshed with: the server's product data, or a cart. */
  snapshot(): { product: ServerProductData | null; cart: StoreApiCart | null };
  /** True while a refresh is running: a click then is refused. */
  isRefreshing(): boolean;
  /** The product could not be put in the separate cart: the button goes away. */
  removeButton(): void;
  navigate(url: string): void;
}

export interface WalletSession {
  click(event: ClickEvent): void;
  shippingAddressChange(event: AddressChangeEvent): Promise<void>;
  shippingRateChange(event: RateChangeEvent): Promise<void>;
  confirm(event: ConfirmEvent): Promise<void>;
  cancel(): Promise<void>;
}

export function createWalletSession(deps: WalletSessionDeps): WalletSession {
  const { settings, cartApi } = deps;
  const amounts = { displayPricesWithTax: settings.displayPricesWithTax, currencyDecimals: settings.currencyDecimals };
  let productAdded: Promise<boolean> | null = null;
  let productFailed = false;
  let lastAddress: WalletAddress | null = null;
  let confirming = false;

  function putProductInSeparateCart(): void {
    const body = deps.productForm ? selectedProduct(deps.productForm) : null;
    if (!cartApi || !body) return;
    productFailed = false;
    cartApi.useNewSeparateCart();
    productAdded = cartApi.addItem(body).then(
      () => true,
      () => {
        productFailed = true;
        deps.removeButton();
        unblockPage();
        showPaymentError(expressText('productNotAdded'), deps.element);
        return false;
      },
    );
  }

  function abort(event: ConfirmEvent, message: string): void {
    event.paymentFailed({ reason: 'fail' });
    unblockPage();
    showPaymentError(message, deps.element);
    confirming = false;
  }

  /** The payment may have gone through: no second try from this page, the shopper checks the inbox. */
  function stopUnknown(event: ConfirmEvent): void {
    event.paymentFailed({ reason: 'fail' });
    deps.removeButton();
    unblockPage();
    showPaymentError(expressText('paymentOutcomeUnknown'), deps.element);
  }

  async function placeOrder(order: CheckoutOrderInput): Promise<CheckoutOutcome | { kind: 'unknown' }> {
    try {
      return readCheckoutResponse(await deps.backend.placeOrder(order));
    } catch (error) {
      if (!(error instanceof HttpError)) return { kind: 'error', message: expressText('orderFailed') };
      if (error.kind === 'http') return readCheckoutResponse(error.body);
      // An unreadable or cut success answer, or none in time: the order may exist.
      if (error.kind === 'timeout' || error.kind === 'interrupted' || (error.kind === 'invalid_json' && (error.status ?? 0) < 300)) return { kind: 'unknown' };
      return { kind: 'error', message: error.kind === 'invalid_json' ? expressText('orderFailed') : error.message };
    }
  }

  /** Confirm's steps: payment method, order, 3-D Secure when asked, then the order page. */
  async function pay(event: ConfirmEvent): Promise<void> {
    if (productAdded && !(await productAdded)) {
      abort(event, expressText('productNotAdded'));
      return;
    }
    const submitted = await deps.elements.submit();
    if (submitted.error) {
      abort(event, submitted.error.message ?? expressText('orderFailed'));
      return;
    }
    const created = await deps.stripe.createPaymentMethod({ elements: deps.elements });
    if (created.error || !created.paymentMethod) {
      abort(event, created.error?.message ?? expressText('orderFailed'));
      return;
    }
    const shipping = event.shippingAddress;
    const outcome = await placeOrder({
      billingAddress: walletBillingToStoreApi(event.billingDetails ?? { name: '' }),
      shippingAddress: shipping ? eceShippingAddressToStoreApi(shipping.name, shipping.address) : null,
      payment: { paymentMethodId: created.paymentMethod.id, expressPaymentType: event.expressPaymentType, fraudPreventionToken: currentFraudPreventionToken(settings) },
      extensions: orderAttribution(deps.element.ownerDocument),
    });
    if (outcome.kind === 'unknown') {
      stopUnknown(event);
      return;
    }
    if (outcome.kind === 'error') {
      abort(event, outcome.message);
      return;
    }
    let destination = outcome.url;
    const intent = findIntentConfirmation(outcome.url, outcome.redirectDetail);
    if (intent) {
      try {
        destination = await confirmIntent(deps.stripe, intent, settings.ajaxUrl);
      } catch (error) {
        if (error instanceof PaymentOutcomeUnknownError) stopUnknown(event);
        else abort(event, error instanceof Error && error.message ? error.message : expressText('orderFailed'));
        return;
      }
    }
    if (!isWebUrl(destination)) {
      abort(event, expressText('orderFailed'));
      return;
    }
    blockPage();
    deps.navigate(destination);
  }

  return {
    click(event) {
      if (settings.loginConfirmation) {
        event.reject();
        confirmLogin(settings.loginConfirmation, event.expressPaymentType);
        return;
      }
      if (deps.isRefreshing()) {
        event.reject();
        announce(expressText('updatingPaymentDetails'));
        return;
      }
      if (deps.productForm) {
        const state = addToCartState(deps.productForm);
        if (state !== 'enabled') {
          event.reject();
          window.alert(state === 'unavailable' ? t('variationUnavailable') : expressText('selectOptionsFirst'));
          return;
        }
        putProductInSeparateCart();
      }
      blockPage();
      deps.tracker.buttonClicked(event.expressPaymentType);
      const { product, cart } = deps.snapshot();
      const needsShipping = settings.context !== 'pay_for_order' && (product ? product.needsShipping : cart?.needs_shipping ?? settings.needsShipping);
      event.resolve({
        emailRequired: true,
        phoneNumberRequired: settings.needsPayerPhone,
        shippingAddressRequired: needsShipping,
        shippingRates: needsShipping ? walletShippingRatesOrPending(product ? null : cart, amounts) : undefined,
        lineItems: product ? product.displayItems : cart ? walletLineItems(cart, amounts) : [],
        allowedShippingCountries: settings.allowedShippingCountries,
        business: { name: settings.storeName },
      });
    },

    async shippingAddressChange(event) {
      if (productAdded && !(await productAdded)) {
        event.resolve();
        return;
      }
      if (!cartApi) {
        event.reject();
        return;
      }
      lastAddress = event.address;
      try {
        const cart = await cartApi.updateCustomer(eceShippingAddressToStoreApi(event.name, event.address));
        const shippingRates = walletShippingRates(cart, amounts);
        if (shippingRates.length === 0) {
          event.reject();
          return;
        }
        deps.elements.update({ amount: walletTotal(cart, settings.currencyDecimals) });
        event.resolve({ shippingRates, lineItems: walletLineItems(cart, amounts) });
      } catch {
        event.reject();
      }
    },

    async shippingRateChange(event) {
      if (!cartApi) {
        event.reject();
        return;
      }
      try {
        const cart = await cartApi.selectShippingRate(event.shippingRate.id, SHIPPING_PACKAGE_ID);
        deps.elements.update({ amount: walletTotal(cart, settings.currencyDecimals) });
        event.resolve({ lineItems: walletLineItems(cart, amounts) });
      } catch {
        event.reject();
      }
    },

    async confirm(event) {
      if (confirming) return;
      confirming = true;
      try {
        await pay(event);
      } catch {
        // A step that threw instead of answering (not a shop or wallet message): the French default.
        abort(event, expressText('orderFailed'));
      }
    },

    async cancel() {
      if (productAdded && cartApi) {
        const added = productAdded;
        productAdded = null;
        if (await added) await cartApi.emptyCart().catch(() => undefined);
      }
      if (lastAddress) refillAddressFields(settings.context, lastAddress);
      unblockPage();
    },
  };
}
