<?php
/**
 * The WooPayments look-alike's scripts and globals (test support for `npm run test:real`, never shipped), as
 * WooPayments prints them on the classic checkout, pay-for-order and add-payment-method pages: `stripe` (here the
 * Stripe.js test double, enqueued on those pages so Fondant's loadStripe finds window.Stripe), `wcpay-upe-checkout`
 * (an empty stand-in Fondant replaces) with `wcpay_upe_config` localized at wp_footer and `wcpayCustomerData`, and
 * `wcpay-fraud-prevention-token` (an inline `window.wcpayFraudPreventionToken`) on the checkout pages.
 *
 * @package Fondant
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers the handles; prints the double and the fraud prevention token where WooPayments' checkout runs.
 */
function fondant_test_wcpay_register_scripts() {
	wp_register_script( 'stripe', fondant_test_wcpay_asset_url( 'stripe-double.js' ), array(), fondant_test_wcpay_asset_version( 'stripe-double.js' ), true );
	wp_register_script(
		'wcpay-upe-checkout',
		fondant_test_wcpay_asset_url( 'checkout.js' ),
		array( 'stripe', 'wc-checkout', 'wp-i18n', 'woocommerce-tokenization-form' ),
		fondant_test_wcpay_asset_version( 'checkout.js' ),
		true
	);
	if ( ! is_checkout() && ! is_add_payment_method_page() ) {
		return;
	}
	wp_enqueue_script( 'stripe' );
	if ( is_checkout() ) {
		wp_register_script( 'wcpay-fraud-prevention-token', '', array(), '1', true );
		wp_enqueue_script( 'wcpay-fraud-prevention-token' );
		wp_add_inline_script( 'wcpay-fraud-prevention-token', "window.wcpayFraudPreventionToken = '" . esc_js( fondant_test_wcpay_fraud_token() ) . "';", 'after' );
	}
}

/**
 * The visitor's fraud prevention token, kept in the WooCommerce session.
 *
 * @return string
 */
function fondant_test_wcpay_fraud_token() {
	if ( ! WC()->session ) {
		return '';
	}
	$token = (string) WC()->session->get( 'wcpay-fraud-prevention-token' );
	if ( '' === $token ) {
		$token = wp_generate_password( 32, false );
		WC()->session->set( 'wcpay-fraud-prevention-token', $token );
	}
	return $token;
}

/**
 * Enqueues `wcpay-upe-checkout` with its globals, once per page (the first gateway's payment fields do it, as in
 * WooPayments; the order review's ajax answers print no scripts).
 */
function fondant_test_wcpay_enqueue_checkout_script() {
	if ( wp_doing_ajax() || wp_script_is( 'wcpay-upe-checkout', 'enqueued' ) ) {
		return;
	}
	$config = fondant_test_wcpay_upe_config();
	wp_enqueue_script( 'wcpay-upe-checkout' );
	add_action(
		'wp_footer',
		static function () use ( $config ) {
			wp_localize_script( 'wcpay-upe-checkout', 'wcpay_upe_config', $config );
		}
	);
	$customer = fondant_test_wcpay_customer_data();
	if ( null !== $customer ) {
		wp_localize_script( 'wcpay-upe-checkout', 'wcpayCustomerData', $customer );
	}
}

/**
 * WooPayments' `wcpay_upe_config` for this page.
 *
 * @return array<string, mixed>
 */
function fondant_test_wcpay_upe_config() {
	$add_payment_method = is_add_payment_method_page();
	$methods            = array(
		'card' => array(
			'isReusable'     => true,
			'title'          => 'Carte de crédit / de débit',
			'showSaveOption' => is_user_logged_in(),
			'countries'      => array(),
		),
	);
	if ( ! $add_payment_method ) {
		$methods['sepa_debit'] = array(
			'isReusable'     => false,
			'title'          => 'Prélèvement SEPA',
			'showSaveOption' => false,
			'countries'      => FONDANT_TEST_WCPAY_SEPA_COUNTRIES,
		);
	}
	$visitor = fondant_test_wcpay_visitor_key();
	$config  = array(
		'publishableKey'                => 'pk_test_fondant_realshop_51AtelierSucre',
		'testMode'                      => true,
		'accountId'                     => 'acct_1FondantRealShop',
		'ajaxUrl'                       => admin_url( 'admin-ajax.php' ),
		'wcAjaxUrl'                     => WC_AJAX::get_endpoint( '%%endpoint%%' ),
		'createSetupIntentNonce'        => wp_create_nonce( FONDANT_TEST_WCPAY_SETUP_NONCE ),
		'saveUPEAppearanceNonce'        => wp_create_nonce( FONDANT_TEST_WCPAY_LOOK_NONCE ),
		'genericErrorMessage'           => 'Un problème est survenu lors du traitement du paiement. Veuillez vérifier votre boîte de réception et actualiser la page pour réessayer.',
		'features'                      => array( 'products', 'tokenization', 'add_payment_method' ),
		'locale'                        => 'fr',
		'isSavedCardsEnabled'           => true,
		'addPaymentReturnURL'           => wc_get_account_endpoint_url( 'payment-methods' ),
		'gatewayId'                     => FONDANT_TEST_WCPAY_CARD,
		'isCheckout'                    => is_checkout(),
		'paymentMethodsConfig'          => $methods,
		'upeAppearance'                 => get_transient( 'fondant_test_wcpay_look_shortcode_checkout_' . $visitor ),
		'upeAddPaymentMethodAppearance' => get_transient( 'fondant_test_wcpay_look_add_payment_method_' . $visitor ),
		'cartContainsSubscription'      => false,
		'currency'                      => get_woocommerce_currency(),
		'cartTotal'                     => $add_payment_method || ! WC()->cart ? 0 : (int) round( 100 * (float) WC()->cart->get_total( '' ) ),
		'enabledBillingFields'          => array_keys( WC()->checkout()->get_checkout_fields( 'billing' ) ),
		'storeCountry'                  => WC()->countries->get_base_country(),
	);
	if ( is_wc_endpoint_url( 'order-pay' ) ) {
		$order_id             = absint( get_query_var( 'order-pay' ) );
		$order                = wc_get_order( $order_id );
		$config['isOrderPay'] = true;
		$config['orderId']    = $order_id;
		if ( $order instanceof WC_Order ) {
			$config['currency']  = $order->get_currency();
			$config['cartTotal'] = (int) round( 100 * (float) $order->get_total() );
		}
	}
	return $config;
}

/**
 * WooPayments' `wcpayCustomerData`: on the pay-for-order page the order's billing, on the add-payment-method page the
 * customer's; elsewhere none.
 *
 * @return array{name: string, email: string, billing_country: string}|null
 */
function fondant_test_wcpay_customer_data() {
	if ( is_wc_endpoint_url( 'order-pay' ) ) {
		$order = wc_get_order( absint( get_query_var( 'order-pay' ) ) );
		if ( ! $order instanceof WC_Order ) {
			return null;
		}
		return array(
			'name'            => $order->get_billing_first_name() . ' ' . $order->get_billing_last_name(),
			'email'           => $order->get_billing_email(),
			'billing_country' => $order->get_billing_country(),
		);
	}
	if ( ! is_add_payment_method_page() || ! is_user_logged_in() ) {
		return null;
	}
	$user  = wp_get_current_user();
	$email = (string) get_user_meta( $user->ID, 'billing_email', true );
	return array(
		'name'            => $user->user_firstname . ' ' . $user->user_lastname,
		'email'           => '' !== $email ? $email : $user->user_email,
		'billing_country' => (string) get_user_meta( $user->ID, 'billing_country', true ),
	);
}
