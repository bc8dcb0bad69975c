// The express button's life on a page (SPEC §4/§5, reference §2.1, §2.8): what it would charge (the server's
// product data, a probe of the chosen product in a separate cart, the shopper's cart, or the order being
// paid), the Stripe Elements group and Express Checkout Element made once and updated after, and when the
// button shows: total above 0, a wallet available, nothing failed. Numbered refreshes: a superseded one never
// publishes. Product option changes refresh at once, quantity changes 250 ms after the last keystroke.
import type { Stripe, StripeConstructorOptions, StripeElements, StripeElementsOptionsMode, StripeExpressCheckoutElement } from '@stripe/stripe-js';
import type { MountContext } from '../../core/registry/define-widget.ts';
import { elementsAppearance, expressCheckoutElementOptions } from './button-settings.ts';
import { createExpressCartApi, type ExpressCartApi } from './express-cart-api.ts';
import { createExpressOrderApi } from './express-order-api.ts';
import type { ExpressSettings, ServerProductData } from './express-settings.ts';
import { createExpressTracker } from './express-tracking.ts';
import { walletTotal } from './line-items.ts';
import { addToCartState, findProductForm, selectedProduct, type ProductForm } from './product-selection.ts';
import type { StoreApiCart } from './store-api-types.ts';
import type { OrderBackend, PaymentElements, PaymentStripe } from './wallet-session.ts';

export const QUANTITY_DEBOUNCE_MS = 250;

export type LoadStripe = (publishableKey: string, options?: StripeConstructorOptions) => Promise<Stripe | null>;

export interface ExpressButtonOptions {
  context: MountContext<unknown>;
  settings: ExpressSettings;
  /** Where the Express Checkout Element mounts (inside the widget's container). */
  host: HTMLElement;
  loadStripe: LoadStripe;
}

/** Shows or hides an element written either with `hidden` or with WooPayments' inline display:none. */
function setShown(element: HTMLElement | null, shown: boolean): void {
  if (!element) return;
  element.hidden = !shown;
  element.style.display = shown ? 'block' : 'none';
}

/** Events on the variation form after which the chosen product may have another price. */
const PRODUCT_EVENTS = ['woocommerce_variation_has_changed', 'show_variation'];

/** Cart-changing events after which the cart and checkout buttons read the cart again. */
const CART_EVENTS = ['updated_cart_totals', 'updated_checkout', 'added_to_cart', 'removed_from_cart'];

export function startExpressButton({ context, settings, host, loadStripe }: ExpressButtonOptions): void {
  const container = context.element;
  const separator = container.ownerDocument.getElementById('wcpay-express-checkout-button-separator');
  const cartApi: ExpressCartApi | null = settings.context === 'pay_for_order' ? null : createExpressCartApi(settings);
  const orderSource = settings.payForOrder ? createExpressOrderApi(settings, settings.payForOrder) : null;
  const productForm: ProductForm | null = settings.context === 'product' ? findProductForm(container) : null;
  const tracker = createExpressTracker(settings);

  let product: ServerProductData | null = settings.product;
  let cart: StoreApiCart | null = null;
  let stripe: Stripe | null = null;
  let elements: StripeElements | null = null;
  let element: StripeExpressCheckoutElement | null = null;
  /** The one creation of the Elements group and element, shared by refreshes that overlap it. */
  let creation: Promise<void> | null = null;
  let quantityPending = false;
  let walletsAvailable = false;
  let eligible = false;
  let removed = false;
  let refreshing = false;
  let refreshNumber = 0;
  let quantityTimer: ReturnType<typeof setTimeout> | undefined;

  const publish = () => {
    const shown = !removed && eligible && walletsAvailable;
    setShown(container, shown);
    setShown(separator, shown);
  };

  async function readCart(): Promise<StoreApiCart | null> {
    if (orderSource) return orderSource.getCart();
    if (!cartApi) return null;
    if (!productForm) return cartApi.getCart();
    // The chosen product's price, from a separate cart of its own (never the sheet's), emptied at once.
    const body = selectedProduct(productForm);
    if (!body) return null;
    const probe = createExpressCartApi(settings);
    const probed = await probe.addItem(body);
    await probe.emptyCart();
    return probed;
  }

  async function createElement(amount: number): Promise<void> {
    // The wallet sheet's handlers are needed only once there is a button: their own chunk, loaded meanwhile.
    const [loaded, { createWalletSession }] = await Promise.all([
      loadStripe(settings.publishableKey, { locale: settings.locale as StripeConstructorOptions['locale'], stripeAccount: settings.accountId || undefined }),
      import('./wallet-session.ts'),
    ]);
    stripe = loaded;
    if (!stripe) throw new Error('Stripe.js is not available');
    const options: StripeElementsOptionsMode = {
      mode: 'payment',
      amount,
      currency: settings.currencyCode,
      paymentMethodCreation: 'manual',
      appearance: elementsAppearance(settings.button),
      locale: settings.locale as StripeElementsOptionsMode['locale'],
    };
    elements = stripe.elements(options);
    element = elements.create('expressCheckout', expressCheckoutElementOptions(settings.button));
    const session = createWalletSession({
      settings,
      element: container,
      cartApi,
      backend: (orderSource ?? cartApi) as OrderBackend,
      stripe: stripe as unknown as PaymentStripe,
      elements: elements as unknown as PaymentElements,
      tracker,
      productForm,
      snapshot: () => ({ product, cart }),
      isRefreshing: () => refreshing || quantityPending,
      removeButton() {
        removed = true;
        element?.unmount();
        publish();
      },
      navigate: (url) => window.location.assign(url),
    });
    const { guard } = context;
    element.on('ready', guard((event) => {
      const available = event.availablePaymentMethods;
      walletsAvailable = Boolean(available && Object.values(available).some(Boolean));
      if (available) tracker.buttonsLoaded(available);
      publish();
    }));
    element.on('loaderror', guard(() => {
      walletsAvailable = false;
      publish();
    }));
    element.on('click', guard((event) => session.click(event)));
    element.on('shippingaddresschange', (event) => void session.shippingAddressChange(event).catch(guard((error: unknown) => { throw error; })));
    element.on('shippingratechange', (event) => void session.shippingRateChange(event).catch(guard((error: unknown) => { throw error; })));
    element.on('confirm', (event) => void session.confirm(event).catch(guard((error: unknown) => { throw error; })));
    element.on('cancel', () => void session.cancel().catch(guard((error: unknown) => { throw error; })));
    element.mount(host);
  }

  async function refresh(): Promise<void> {
    if (removed || !settings.publishableKey) return;
    // The chosen options cannot be bought: keep what the button shows until they can.
    if (productForm && addToCartState(productForm) !== 'enabled' && !product) return;
    const number = ++refreshNumber;
    refreshing = true;
    try {
      const fresh = product ? null : await readCart();
      if (number !== refreshNumber) return;
      cart = fresh;
      const total = product ? product.total : cart ? walletTotal(cart, settings.currencyDecimals) : 0;
      eligible = total > 0;
      if (eligible && !creation) {
        creation = createElement(total).catch((error: unknown) => {
          creation = null;
          throw error;
        });
        await creation;
      } else if (eligible) {
        await creation;
        elements?.update({ amount: total });
      }
    } catch {
      if (number === refreshNumber) eligible = false;
    } finally {
      if (number === refreshNumber) {
        refreshing = false;
        publish();
      }
    }
  }

  /** Product options or quantity changed: the server's product data no longer says what is chosen. */
  function productChanged(): void {
    if (!productForm || addToCartState(productForm) !== 'enabled') return;
    product = null;
    void refresh();
  }

  const run = context.guard(() => void refresh());
  if (productForm) {
    const form = productForm.form;
    // The variation script enables the add-to-cart button 300 ms after a change, in its own show_variation
    // handler, which may be bound after this one: the button is read once every handler of the event has run.
    const afterHandlers = () => queueMicrotask(context.guard(() => {
      if (!context.signal.aborted) productChanged();
    }));
    if (form) for (const name of PRODUCT_EVENTS) context.on(name, afterHandlers, { target: form });
    if (productForm.quantity) {
      context.listen(productForm.quantity, 'input', () => {
        quantityPending = true;
        clearTimeout(quantityTimer);
        quantityTimer = setTimeout(context.guard(() => {
          quantityPending = false;
          productChanged();
        }), QUANTITY_DEBOUNCE_MS);
      });
    }
  } else {
    for (const name of CART_EVENTS) context.on(name, run);
  }
  // WooCommerce's own checkout script fires updated_checkout once it has loaded the totals: wait for it then.
  const legacyCheckoutScript = settings.context === 'checkout' && 'wc_checkout_params' in window;
  context.onCleanup(() => {
    clearTimeout(quantityTimer);
    element?.destroy();
  });
  if (!legacyCheckoutScript) run();
}
