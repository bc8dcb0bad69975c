<?php
/**
 * Plugin Name: Fondant test: a WooPayments look-alike (card and SEPA direct debit)
 * Description: Test support for `npm run test:real` (both modes; never shipped, nothing of WooPayments in it): two
 * payment gateways with WooPayments' ids, markup, script handles, globals and admin-ajax actions, so the real shop can
 * show Fondant's card and SEPA widgets on its own theme. Only for a visitor with the cookie
 * `fondant_test_woopayments=1` (the other real-shop specs see the stock shop). The gateways
 * (fondant-test-woopayments/, installed beside this file in mu-plugins) print WooPayments' classic payment fields
 * (WooCommerce's saved cards and tokenization params, `div.wcpay-upe-element[data-payment-method-type]`, the save
 * checkbox) and enqueue `wcpay-upe-checkout` (an empty stand-in for WooPayments' checkout script, which Fondant
 * replaces) with `wcpay_upe_config` and `wcpayCustomerData`, `wcpay-fraud-prevention-token`, and the handle `stripe`
 * pointing at the Stripe.js test double (fondant-test-woopayments/stripe-double.js, built from
 * fixtures/stripe-double by scripts/test-real.ts) in place of https://js.stripe.com/v3/. Payments play Stripe's test
 * payment method ids (success, declined, no answer from the bank, 3-D Secure through the
 * `#wcpay-confirm-pi:…` fragment and `update_order_status`); `create_setup_intent` and the add-payment-method form
 * save a Visa 4242 card; `save_upe_appearance` keeps the appearance per visitor for the next page's config. The shop
 * sells to France and Belgium only, both SEPA countries: for these visitors it also bills to Morocco (outside SEPA),
 * so SEPA's country restriction can be seen.
 *
 * @package Fondant
 */

defined( 'ABSPATH' ) || exit;

const FONDANT_TEST_WCPAY_CARD        = 'woocommerce_payments';
const FONDANT_TEST_WCPAY_SEPA        = 'woocommerce_payments_sepa_debit';
const FONDANT_TEST_WCPAY_STATUS_NONCE = 'wcpay_update_order_status_nonce';
const FONDANT_TEST_WCPAY_SETUP_NONCE  = 'wcpay_create_setup_intent_nonce';
const FONDANT_TEST_WCPAY_LOOK_NONCE   = 'wcpay_save_upe_appearance_nonce';

/**
 * Whether this request's visitor asked for the WooPayments look-alike.
 *
 * @return bool
 */
function fondant_test_woopayments_wanted() {
	return isset( $_COOKIE['fondant_test_woopayments'] ) && '1' === $_COOKIE['fondant_test_woopayments']; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
}

/**
 * URL of a file of the mu-plugin's folder.
 *
 * @param string $file File name inside fondant-test-woopayments/.
 * @return string
 */
function fondant_test_wcpay_asset_url( $file ) {
	return WPMU_PLUGIN_URL . '/fondant-test-woopayments/' . $file;
}

/**
 * Version string of a file of the mu-plugin's folder (its modification time), so a new build is not cached.
 *
 * @param string $file File name inside fondant-test-woopayments/.
 * @return string
 */
function fondant_test_wcpay_asset_version( $file ) {
	$path = WPMU_PLUGIN_DIR . '/fondant-test-woopayments/' . $file;
	return file_exists( $path ) ? (string) filemtime( $path ) : '1';
}

if ( fondant_test_woopayments_wanted() ) {
	require_once __DIR__ . '/fondant-test-woopayments/wcpay-outcomes.php';
	require_once __DIR__ . '/fondant-test-woopayments/wcpay-config.php';
	require_once __DIR__ . '/fondant-test-woopayments/wcpay-ajax.php';

	add_filter(
		'woocommerce_payment_gateways',
		static function ( $gateways ) {
			// WooCommerce is loaded by now: the gateway classes can extend WC_Payment_Gateway.
			require_once __DIR__ . '/fondant-test-woopayments/class-fondant-test-wcpay-gateway.php';
			require_once __DIR__ . '/fondant-test-woopayments/class-fondant-test-wcpay-sepa-gateway.php';
			$gateways[] = 'Fondant_Test_WCPay_Gateway';
			$gateways[] = 'Fondant_Test_WCPay_Sepa_Gateway';
			return $gateways;
		}
	);

	add_filter(
		'woocommerce_countries_allowed_countries',
		static function ( $countries ) {
			return $countries + array( 'MA' => WC()->countries->get_countries()['MA'] );
		}
	);

	add_action( 'wp_enqueue_scripts', 'fondant_test_wcpay_register_scripts' );
	add_action( 'wp_ajax_update_order_status', 'fondant_test_wcpay_update_order_status' );
	add_action( 'wp_ajax_nopriv_update_order_status', 'fondant_test_wcpay_update_order_status' );
	add_action( 'wp_ajax_create_setup_intent', 'fondant_test_wcpay_create_setup_intent' );
	add_action( 'wp_ajax_nopriv_create_setup_intent', 'fondant_test_wcpay_create_setup_intent' );
	add_action( 'wp_ajax_save_upe_appearance', 'fondant_test_wcpay_save_upe_appearance' );
	add_action( 'wp_ajax_nopriv_save_upe_appearance', 'fondant_test_wcpay_save_upe_appearance' );
}
