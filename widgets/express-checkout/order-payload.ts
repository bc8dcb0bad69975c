// The POST /wc/store/v1/checkout body as WooPayments' Store API generation builds it (addresses, gateway
// woocommerce_payments, payment_data with the Stripe payment method, extensions), and its pay-for-order
// variant for POST checkout/{id} (the order's own addresses, its key and billing e-mail).
import type { StoreApiAddress, StoreApiBillingAddress } from './store-api-types.ts';

export const WOOPAYMENTS_GATEWAY_ID = 'woocommerce_payments';

export interface PaymentDataEntry {
  key: string;
  value: string;
}

export interface CheckoutOrderPayload {
  customer_note: string;
  billing_address: StoreApiBillingAddress;
  shipping_address?: StoreApiAddress;
  payment_method: typeof WOOPAYMENTS_GATEWAY_ID;
  payment_data: PaymentDataEntry[];
  extensions: Record<string, unknown>;
}

export interface PayForOrderPayload extends CheckoutOrderPayload {
  key: string;
  billing_email: string;
}

export interface WalletPayment {
  /** The Stripe PaymentMethod created from the wallet (pm_…). */
  paymentMethodId: string;
  /** The confirm event's expressPaymentType: 'apple_pay', 'google_pay', … */
  expressPaymentType: string;
  /** window.wcpayFraudPreventionToken; '' when fraud prevention is off. */
  fraudPreventionToken?: string | null;
}

/** payment_data in WooPayments' order: card, request type (the server names the order's payment method
 * after it), fraud token, pm, express type. */
export function walletPaymentData(payment: WalletPayment): PaymentDataEntry[] {
  return [
    { key: 'payment_method', value: 'card' },
    { key: 'payment_request_type', value: payment.expressPaymentType },
    { key: 'wcpay-fraud-prevention-token', value: payment.fraudPreventionToken ?? '' },
    { key: 'wcpay-payment-method', value: payment.paymentMethodId },
    { key: 'express_payment_type', value: payment.expressPaymentType },
  ];
}

export interface CheckoutOrderInput {
  billingAddress: StoreApiBillingAddress;
  /** Omitted from the body when the wallet gave no shipping address. */
  shippingAddress?: StoreApiAddress | null;
  payment: WalletPayment;
  customerNote?: string;
  extensions?: Record<string, unknown>;
}

/** The checkout body; the shipping address carries the billing phone, as WooPayments sends it. */
export function checkoutOrderPayload(input: CheckoutOrderInput): CheckoutOrderPayload {
  const payload: CheckoutOrderPayload = {
    customer_note: input.customerNote ?? '',
    billing_address: input.billingAddress,
    payment_method: WOOPAYMENTS_GATEWAY_ID,
    payment_data: walletPaymentData(input.payment),
    extensions: input.extensions ?? {},
  };
  if (input.shippingAddress) payload.shipping_address = { ...input.shippingAddress, phone: input.billingAddress.phone };
  return payload;
}

export interface PayForOrderInput {
  orderKey: string;
  /** The email that authorises the order: the last one sent, else the order's own. */
  billingEmail: string;
  orderBillingAddress: StoreApiBillingAddress;
  orderShippingAddress: StoreApiAddress;
  walletBillingAddress: StoreApiBillingAddress;
  payment: WalletPayment;
  extensions?: Record<string, unknown>;
}

/** POST /checkout/{id}: the order's own addresses, an empty email or phone filled from the wallet. */
export function payForOrderPayload(input: PayForOrderInput): PayForOrderPayload {
  const billing: StoreApiBillingAddress = {
    ...input.orderBillingAddress,
    email: input.orderBillingAddress.email || input.walletBillingAddress.email,
    phone: input.orderBillingAddress.phone || input.walletBillingAddress.phone,
  };
  return {
    customer_note: '',
    billing_address: billing,
    shipping_address: input.orderShippingAddress,
    payment_method: WOOPAYMENTS_GATEWAY_ID,
    payment_data: walletPaymentData(input.payment),
    extensions: input.extensions ?? {},
    key: input.orderKey,
    billing_email: input.billingEmail,
  };
}
