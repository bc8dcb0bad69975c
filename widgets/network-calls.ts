// Every widget's requests, by widget name: what the fault matrix (scripts/fault-matrix.ts) crosses with the fault
// kinds. Every widget of the catalogue has an entry (an empty list: it sends nothing to the shop), checked by
// network-calls.test.ts, so a new widget cannot stay out of the matrix. Read by tests and scripts, never bundled.
import type { NetworkCall } from '../core/registry/network-call.ts';
import { addToCartCalls } from './add-to-cart/add-to-cart.calls.ts';
import { addressAutocompleteCalls } from './address-autocomplete/address-autocomplete.calls.ts';
import { builderAjaxPaginationCalls } from './builder-ajax-pagination/builder-ajax-pagination.calls.ts';
import { cartFragmentsCalls } from './cart-fragments/cart-fragments.calls.ts';
import { cartPageCalls } from './cart-page/cart-page.calls.ts';
import { checkoutFormCalls } from './checkout-form/checkout-form.calls.ts';
import { builderSplitTestCalls } from './builder-split-test/builder-split-test.calls.ts';
import { contactFormCalls } from './contact-form/contact-form.calls.ts';
import { expressCheckoutCalls } from './express-checkout/express-checkout.calls.ts';
import { miniCartRemoveCalls } from './mini-cart-remove/mini-cart-remove.calls.ts';
import { newsletterCalls } from './newsletter/newsletter.calls.ts';
import { paymentElementCalls } from './payment-element/payment-element.calls.ts';
import { signupCalls } from './signup/signup.calls.ts';
import { storeNoticeCalls } from './store-notice/store-notice.calls.ts';
import { variationFormCalls } from './variation-form/variation-form.calls.ts';

export const widgetNetworkCalls: Record<string, NetworkCall[]> = {
  'add-to-cart': addToCartCalls,
  'address-autocomplete': addressAutocompleteCalls,
  'address-fields': [],
  analytics: [],
  'builder-animations': [],
  'theme-checkout-scroll': [],
  'theme-landmarks': [],
  'theme-mobile-menu': [],
  'theme-submenus': [],
  'theme-smooth-scroll': [],
  'theme-scroll-down': [],
  'theme-scroll-top': [],
  'theme-side-nav': [],
  'theme-slide-menu': [],
  'theme-search': [],
  'builder-map': [],
  'builder-lightbox': [],
  'builder-multi-view': [],
  'builder-menu': [],
  'builder-ajax-pagination': builderAjaxPaginationCalls,
  'builder-carousel': [],
  'builder-counters': [],
  'builder-grid': [],
  'builder-link': [],
  'builder-slider': [],
  'builder-split-test': builderSplitTestCalls,
  'builder-tabs': [],
  'builder-toggle': [],
  'builder-video': [],
  'builder-testimonial': [],
  'cart-count': [],
  'cart-fragments': cartFragmentsCalls,
  'cart-page': cartPageCalls,
  'checkout-form': checkoutFormCalls,
  'contact-form': contactFormCalls,
  countdown: [],
  'express-checkout': expressCheckoutCalls,
  'field-descriptions': [],
  'marketing-tags': [],
  'mini-cart-remove': miniCartRemoveCalls,
  newsletter: newsletterCalls,
  'notice-focus': [],
  'order-attribution': [],
  'password-toggle': [],
  'payment-element': paymentElementCalls,
  'payment-form': [],
  'payment-methods': [],
  'product-gallery': [],
  'product-tabs': [],
  'quantity-minimum': [],
  'review-form': [],
  'saved-payment-methods': [],
  'shop-ordering': [],
  signup: signupCalls,
  'store-notice': storeNoticeCalls,
  'theme-header': [],
  'variation-form': variationFormCalls,
};
