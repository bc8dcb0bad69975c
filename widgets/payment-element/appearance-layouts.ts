// Where the style extractor reads the theme on each layout WooPayments knows: the block checkout, the classic
// checkout, buy-now-pay-later messages on a product page, in the classic cart and in the cart block, and the
// one-click-pay classic checkout — plus the account's add-payment-method form (and the pay-for-order form),
// where no text field exists and a probe row in WooCommerce's form classes stands in for one.

export type ElementsLocation =
  | 'blocks_checkout'
  | 'shortcode_checkout'
  | 'bnpl_product_page'
  | 'bnpl_classic_cart'
  | 'bnpl_cart_block'
  | 'woopay_shortcode_checkout'
  | 'add_payment_method';

export interface AppearanceLayout {
  /** Where the hidden probe rows go. */
  appendTarget: string;
  /** The theme's text field and label the probes copy. */
  inputSelector: string;
  labelSelector: string;
  rowElement: 'p' | 'div';
  validClasses: string[];
  invalidClasses: string[];
  /** First one with a visible background colour gives the form's background. */
  backgroundSelectors: string[];
  floatingLabels: boolean;
}

const CLASSIC_ROWS = { rowElement: 'p', validClasses: ['form-row'], invalidClasses: ['form-row', 'woocommerce-invalid', 'woocommerce-invalid-required-field'] } as const;

export const appearanceLayouts: Record<ElementsLocation, AppearanceLayout> = {
  blocks_checkout: {
    appendTarget: '#contact-fields, #billing.wc-block-components-address-form',
    inputSelector: '.wc-block-components-text-input #email, #billing-first_name',
    labelSelector: '.wc-block-components-text-input label',
    rowElement: 'div',
    validClasses: ['wc-block-components-text-input', 'is-active'],
    invalidClasses: ['wc-block-components-text-input', 'has-error'],
    backgroundSelectors: ['#payment-method .wc-block-components-radio-control-accordion-option', '#payment-method', 'form.wc-block-checkout__form', '.wc-block-checkout', 'body'],
    floatingLabels: true,
  },
  shortcode_checkout: {
    appendTarget: '.woocommerce-billing-fields__field-wrapper',
    inputSelector: '#billing_first_name',
    labelSelector: '.woocommerce-checkout .form-row label',
    ...CLASSIC_ROWS,
    validClasses: [...CLASSIC_ROWS.validClasses],
    invalidClasses: [...CLASSIC_ROWS.invalidClasses],
    backgroundSelectors: ['li.wc_payment_method .wc-payment-form', 'li.wc_payment_method .payment_box', '#payment', '#order_review', 'form.checkout', 'body'],
    floatingLabels: false,
  },
  bnpl_product_page: {
    appendTarget: '.product .cart .quantity',
    inputSelector: '.product .cart .quantity .qty',
    labelSelector: '.product .cart .quantity label',
    rowElement: 'div',
    validClasses: ['input-text'],
    invalidClasses: ['input-text', 'has-error'],
    backgroundSelectors: ['#payment-method-message', '#main > .product > div.summary.entry-summary', '#main > .product', '#main', 'body'],
    floatingLabels: false,
  },
  bnpl_classic_cart: {
    appendTarget: '.cart .quantity',
    inputSelector: '.cart .quantity .qty',
    labelSelector: '.cart .quantity label',
    rowElement: 'div',
    validClasses: ['input-text'],
    invalidClasses: ['input-text', 'has-error'],
    backgroundSelectors: ['#payment-method-message', '#main .entry-content .cart_totals', '#main .entry-content', '#main', 'body'],
    floatingLabels: false,
  },
  bnpl_cart_block: {
    appendTarget: '.wc-block-cart .wc-block-components-quantity-selector',
    inputSelector: '.wc-block-cart .wc-block-components-quantity-selector .wc-block-components-quantity-selector__input',
    labelSelector: '.wc-block-components-text-input',
    rowElement: 'div',
    validClasses: ['wc-block-components-text-input'],
    invalidClasses: ['wc-block-components-text-input', 'has-error'],
    backgroundSelectors: ['.wc-block-components-bnpl-wrapper', '.wc-block-components-order-meta', '.wc-block-components-totals-wrapper', '.wp-block-woocommerce-cart-order-summary-block', '.wp-block-woocommerce-cart-totals-block', '.wp-block-woocommerce-cart .wc-block-cart', '.wp-block-woocommerce-cart', 'body'],
    floatingLabels: false,
  },
  woopay_shortcode_checkout: {
    appendTarget: '.woocommerce-billing-fields__field-wrapper',
    inputSelector: '#billing_first_name',
    labelSelector: '.woocommerce-checkout .form-row label',
    ...CLASSIC_ROWS,
    validClasses: [...CLASSIC_ROWS.validClasses],
    invalidClasses: [...CLASSIC_ROWS.invalidClasses],
    backgroundSelectors: ['#customer_details', '#order_review', 'form.checkout', 'body'],
    floatingLabels: false,
  },
  add_payment_method: {
    appendTarget: 'form#add_payment_method, form#order_review',
    inputSelector: 'form#add_payment_method .input-text, form#order_review .input-text',
    labelSelector: '.woocommerce-PaymentMethod > label, .wc_payment_method > label',
    ...CLASSIC_ROWS,
    validClasses: [...CLASSIC_ROWS.validClasses],
    invalidClasses: [...CLASSIC_ROWS.invalidClasses],
    backgroundSelectors: ['li.woocommerce-PaymentMethod .payment_box', 'li.wc_payment_method .payment_box', '#payment', 'form#add_payment_method', 'form#order_review', 'body'],
    floatingLabels: false,
  },
};
