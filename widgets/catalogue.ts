// Every widget Fondant knows, as declarations only (selectors, attributes, load strategy, lazy chunk):
// this list is all the entry script carries.
import type { WidgetDefinition } from '../core/registry/define-widget.ts';
import { addToCartWidget } from './add-to-cart/add-to-cart.widget.ts';
import { addressAutocompleteWidget } from './address-autocomplete/address-autocomplete.widget.ts';
import { addressFieldsWidget } from './address-fields/address-fields.widget.ts';
import { analyticsWidget } from './analytics/analytics.widget.ts';
import { builderAnimationsWidget } from './builder-animations/builder-animations.widget.ts';
import { builderAjaxPaginationWidget } from './builder-ajax-pagination/builder-ajax-pagination.widget.ts';
import { builderMapWidget } from './builder-map/builder-map.widget.ts';
import { builderCarouselWidget } from './builder-carousel/builder-carousel.widget.ts';
import { builderMultiViewWidget } from './builder-multi-view/builder-multi-view.widget.ts';
import { builderMenuWidget } from './builder-menu/builder-menu.widget.ts';
import { builderCountersWidget } from './builder-counters/builder-counters.widget.ts';
import { builderGridWidget } from './builder-grid/builder-grid.widget.ts';
import { builderLightboxWidget } from './builder-lightbox/builder-lightbox.widget.ts';
import { builderLinkWidget } from './builder-link/builder-link.widget.ts';
import { builderSliderWidget } from './builder-slider/builder-slider.widget.ts';
import { builderTabsWidget } from './builder-tabs/builder-tabs.widget.ts';
import { builderVideoWidget } from './builder-video/builder-video.widget.ts';
import { builderTestimonialWidget } from './builder-testimonial/builder-testimonial.widget.ts';
import { builderToggleWidget } from './builder-toggle/builder-toggle.widget.ts';
import { builderSplitTestWidget } from './builder-split-test/builder-split-test.widget.ts';
import { cartCountWidget } from './cart-count/cart-count.widget.ts';
import { cartFragmentsWidget } from './cart-fragments/cart-fragments.widget.ts';
import { checkoutFormWidget } from './checkout-form/checkout-form.widget.ts';
import { contactFormWidget } from './contact-form/contact-form.widget.ts';
import { countdownWidget } from './countdown/countdown.widget.ts';
import { themeHeaderWidget } from './theme-header/theme-header.widget.ts';
import { themeMobileMenuWidget } from './theme-mobile-menu/theme-mobile-menu.widget.ts';
import { themeSubmenusWidget } from './theme-submenus/theme-submenus.widget.ts';
import { themeCheckoutScrollWidget } from './theme-checkout-scroll/theme-checkout-scroll.widget.ts';
import { themeLandmarksWidget } from './theme-landmarks/theme-landmarks.widget.ts';
import { themeScrollDownWidget } from './theme-scroll-down/theme-scroll-down.widget.ts';
import { themeScrollTopWidget } from './theme-scroll-top/theme-scroll-top.widget.ts';
import { themeSideNavWidget } from './theme-side-nav/theme-side-nav.widget.ts';
import { themeSmoothScrollWidget } from './theme-smooth-scroll/theme-smooth-scroll.widget.ts';
import { cartPageWidget } from './cart-page/cart-page.widget.ts';
import { expressCheckoutWidget } from './express-checkout/express-checkout.widget.ts';
import { fieldDescriptionsWidget } from './field-descriptions/field-descriptions.widget.ts';
import { marketingTagsWidget } from './marketing-tags/marketing-tags.widget.ts';
import { miniCartRemoveWidget } from './mini-cart-remove/mini-cart-remove.widget.ts';
import { newsletterWidget } from './newsletter/newsletter.widget.ts';
import { noticeFocusWidget } from './notice-focus/notice-focus.widget.ts';
import { orderAttributionWidget } from './order-attribution/order-attribution.widget.ts';
import { paymentFormWidget } from './payment-form/payment-form.widget.ts';
import { paymentElementWidget } from './payment-element/payment-element.widget.ts';
import { paymentMethodsWidget } from './payment-methods/payment-methods.widget.ts';
import { passwordToggleWidget } from './password-toggle/password-toggle.widget.ts';
import { productGalleryWidget } from './product-gallery/product-gallery.widget.ts';
import { productTabsWidget } from './product-tabs/product-tabs.widget.ts';
import { reviewFormWidget } from './review-form/review-form.widget.ts';
import { savedPaymentMethodsWidget } from './saved-payment-methods/saved-payment-methods.widget.ts';
import { quantityMinimumWidget } from './quantity-minimum/quantity-minimum.widget.ts';
import { signupWidget } from './signup/signup.widget.ts';
import { shopOrderingWidget } from './shop-ordering/shop-ordering.widget.ts';
import { storeNoticeWidget } from './store-notice/store-notice.widget.ts';
import { variationFormWidget } from './variation-form/variation-form.widget.ts';
import { themeSlideMenuWidget } from './theme-slide-menu/theme-slide-menu.widget.ts';
import { themeSearchWidget } from './theme-search/theme-search.widget.ts';

export const widgetCatalogue: WidgetDefinition[] = [
  cartFragmentsWidget, cartCountWidget, addToCartWidget, miniCartRemoveWidget, productGalleryWidget, productTabsWidget, reviewFormWidget,
  variationFormWidget, quantityMinimumWidget, expressCheckoutWidget, storeNoticeWidget, shopOrderingWidget, noticeFocusWidget,
  addressFieldsWidget, addressAutocompleteWidget,
  paymentMethodsWidget, paymentFormWidget, fieldDescriptionsWidget, passwordToggleWidget,
  cartPageWidget,
  checkoutFormWidget,
  orderAttributionWidget,
  marketingTagsWidget,
  analyticsWidget,
  savedPaymentMethodsWidget,
  paymentElementWidget,
  newsletterWidget,
  signupWidget,
  contactFormWidget,
  builderToggleWidget,
  builderTabsWidget,
  builderSliderWidget,
  builderCarouselWidget,
  builderCountersWidget,
  builderGridWidget,
  builderLightboxWidget,
  builderLinkWidget,
  builderVideoWidget,
  builderTestimonialWidget,
  builderSplitTestWidget,
  builderAjaxPaginationWidget,
  builderAnimationsWidget,
  builderMapWidget,
  builderMultiViewWidget,
  builderMenuWidget,
  countdownWidget,
  themeCheckoutScrollWidget,
  themeLandmarksWidget,
  themeMobileMenuWidget,
  themeSubmenusWidget,
  themeSmoothScrollWidget,
  themeScrollDownWidget,
  themeScrollTopWidget,
  themeSideNavWidget,
  themeSlideMenuWidget,
  themeSearchWidget,
  themeHeaderWidget,
] as WidgetDefinition[];
