// Test helper, never bundled: a small classic checkout page (billing and shipping rows as WooCommerce prints
// them, a shipping rate, two gateways, the terms) and its page config, for the unit tests of this folder.
import { shopConfig } from '../../core/testing/shop-page.ts';

export const checkoutConfig = {
  ...shopConfig,
  checkout: { updateOrderReviewNonce: 'review-nonce', applyCouponNonce: 'apply-nonce', removeCouponNonce: 'remove-nonce', checkoutUrl: '/?wc-ajax=checkout', isCheckout: true, guestCheckout: true },
  i18n: { checkoutError: 'Erreur de commande. Consultez <a href="/my-account/orders/">vos commandes</a>.' },
};

function row(group: string, key: string, classes: string, value = '', type = 'text'): string {
  return `<p class="form-row ${classes}" id="${group}_${key}_field"><label for="${group}_${key}">${key}</label><span class="woocommerce-input-wrapper"><input type="${type}" class="input-text" name="${group}_${key}" id="${group}_${key}" value="${value}"></span></p>`;
}

export function checkoutPage(values: Record<string, string> = {}): string {
  const address = (group: string) => `
    <p class="form-row address-field update_totals_on_change validate-required" id="${group}_country_field"><label for="${group}_country">Pays</label>
      <select name="${group}_country" id="${group}_country"><option value="FR" selected>France</option><option value="BE">Belgique</option></select></p>
    ${row(group, 'first_name', 'validate-required', values[`${group}_first_name`])}
    ${row(group, 'address_1', 'address-field validate-required', values[`${group}_address_1`])}
    ${row(group, 'address_2', 'address-field', values[`${group}_address_2`])}
    ${row(group, 'postcode', 'address-field validate-required validate-postcode', values[`${group}_postcode`])}
    ${row(group, 'city', 'address-field validate-required', values[`${group}_city`])}
    <p class="form-row address-field" id="${group}_state_field" hidden><input type="text" class="input-text" name="${group}_state" id="${group}_state" value=""></p>`;
  return `
  <form class="checkout_coupon woocommerce-form-coupon" hidden><input type="text" name="coupon_code" id="coupon_code" class="input-text"><button type="submit">Appliquer</button></form>
  <form name="checkout" class="checkout woocommerce-checkout" action="/checkout/">
    <div class="col-1"><div class="woocommerce-billing-fields__field-wrapper">
      ${address('billing')}
      ${row('billing', 'phone', 'validate-required validate-phone', values.billing_phone, 'tel')}
      ${row('billing', 'email', 'validate-required validate-email', values.billing_email, 'email')}
    </div></div>
    <div class="col-2"><div class="woocommerce-shipping-fields">
      <h3 id="ship-to-different-address"><label><input id="ship-to-different-address-checkbox" type="checkbox" name="ship_to_different_address" value="1"> Ailleurs ?</label></h3>
      <div class="shipping_address"><div class="woocommerce-shipping-fields__field-wrapper">${address('shipping')}</div></div>
    </div></div>
    <div id="order_review" class="woocommerce-checkout-review-order">
      <table class="shop_table woocommerce-checkout-review-order-table"><tbody><tr><td>
        <ul id="shipping_method">
          <li><input type="radio" name="shipping_method[0]" data-index="0" id="shipping_method_0_flat_rate1" value="flat_rate:1" class="shipping_method" checked></li>
          <li><input type="radio" name="shipping_method[0]" data-index="0" id="shipping_method_0_local_pickup3" value="local_pickup:3" class="shipping_method"></li>
        </ul>
      </td></tr></tbody></table>
      <div id="payment" class="woocommerce-checkout-payment">
        <ul class="wc_payment_methods">
          <li><input id="payment_method_bacs" type="radio" name="payment_method" value="bacs" checked><div class="payment_box payment_method_bacs"></div></li>
          <li><input id="payment_method_cheque" type="radio" name="payment_method" value="cheque"><div class="payment_box payment_method_cheque"><input type="text" id="cheque_reference" name="cheque_reference" value=""></div></li>
        </ul>
        <p class="form-row validate-required"><input type="checkbox" name="terms" id="terms"></p>
        <button type="submit" id="place_order" name="woocommerce_checkout_place_order" value="Commander">Commander</button>
      </div>
    </div>
  </form>`;
}

export const FULL_ADDRESS = { billing_first_name: 'Camille', billing_address_1: '12 rue des Lilas', billing_postcode: '69003', billing_city: 'Lyon', billing_phone: '0612345678', billing_email: 'camille@example.fr' };
