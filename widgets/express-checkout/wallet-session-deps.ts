// What a wallet sheet session is given by the button (and by the unit tests), and the handlers it gives
// back: types only, so the button's chunk can name them without loading the session's chunk.
import type {
  StripeExpressCheckoutElementClickEvent as ClickEvent,
  StripeExpressCheckoutElementConfirmEvent as ConfirmEvent,
  StripeExpressCheckoutElementShippingAddressChangeEvent as AddressChangeEvent,
  StripeExpressCheckoutElementShippingRateChangeEvent as RateChangeEvent,
} from '@stripe/stripe-js';
import type { ExpressCartApi } from './express-cart-api.ts';
import type { ExpressSettings, ServerProductData } from './express-settings.ts';
import type { ExpressTracker } from './express-tracking.ts';
import type { NextActionStripe } from '../../core/payments/intent-confirmation.ts';
import type { CheckoutOrderInput } from './order-payload.ts';
import type { ProductForm } from './product-selection.ts';
import type { StoreApiCart } from './store-api-types.ts';

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
