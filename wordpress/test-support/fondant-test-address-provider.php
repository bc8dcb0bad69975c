<?php
/**
 * Plugin Name: Fondant test: the « Démo Adresses » address provider
 * Description: Test support for `npm run test:real` (both modes; never shipped): an address autocomplete provider
 * for WooCommerce's classic checkout, declared the way a third-party provider plugin declares one. Only for a visitor
 * with the cookie `fondant_test_address_provider=1` (so the other real-shop specs see the stock shop): WooCommerce's
 * `woocommerce_address_autocomplete_enabled` option is turned on for the request (a filter, nothing written), the
 * provider class `demo-adresses` is listed through `woocommerce_address_providers`, and its script
 * (fondant-test-address-provider.js, installed beside this file in mu-plugins) is enqueued with `wc-address-autocomplete-common` as
 * its dependency. The script asks this plugin's REST routes, which search a small list of French addresses.
 * The cookie `fondant_test_without_fondant=1` turns Fondant off for the request (`fondant_enabled`), so a spec can see
 * WooCommerce's own address autocomplete on the same shop without deactivating the plugin.
 *
 * @package Fondant
 */

defined( 'ABSPATH' ) || exit;

const FONDANT_TEST_ADDRESS_REST_NAMESPACE = 'fondant-test-adresses/v1';

/**
 * Whether this request's visitor asked for the demo provider.
 *
 * @return bool
 */
function fondant_test_address_provider_wanted() {
	return isset( $_COOKIE['fondant_test_address_provider'] ) && '1' === $_COOKIE['fondant_test_address_provider']; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
}

/**
 * The provider's address book: id => country, address_1, postcode, city, address_2.
 *
 * @return array<string, array<string, string>>
 */
function fondant_test_demo_addresses() {
	return array(
		'lyon-republique'  => array( 'country' => 'FR', 'address_1' => '12 Rue de la République', 'postcode' => '69002', 'city' => 'Lyon' ),
		'lyon-merciere'    => array( 'country' => 'FR', 'address_1' => '3 Rue Mercière', 'postcode' => '69002', 'city' => 'Lyon' ),
		'lyon-lafayette'   => array( 'country' => 'FR', 'address_1' => '102 Cours Lafayette', 'postcode' => '69003', 'city' => 'Lyon', 'address_2' => '3e étage' ),
		'lyon-charite'     => array( 'country' => 'FR', 'address_1' => '54 Rue de la Charité', 'postcode' => '69002', 'city' => 'Lyon' ),
		'paris-paix'       => array( 'country' => 'FR', 'address_1' => '2 Rue de la Paix', 'postcode' => '75002', 'city' => 'Paris' ),
		'paris-roquette'   => array( 'country' => 'FR', 'address_1' => '7 Rue de la Roquette', 'postcode' => '75011', 'city' => 'Paris' ),
		'paris-rivoli'     => array( 'country' => 'FR', 'address_1' => '45 Rue de Rivoli', 'postcode' => '75001', 'city' => 'Paris' ),
		'marseille-rep'    => array( 'country' => 'FR', 'address_1' => '4 Rue de la République', 'postcode' => '13001', 'city' => 'Marseille' ),
		'bordeaux-cathe'   => array( 'country' => 'FR', 'address_1' => '27 Rue Sainte-Catherine', 'postcode' => '33000', 'city' => 'Bordeaux' ),
		'bruxelles-loi'    => array( 'country' => 'BE', 'address_1' => 'Rue de la Loi 16', 'postcode' => '1000', 'city' => 'Bruxelles' ),
	);
}

/**
 * Text folded for matching: lower case, accents removed.
 *
 * @param string $text Any text.
 * @return string
 */
function fondant_test_fold( $text ) {
	return strtolower( remove_accents( $text ) );
}

/**
 * The suggestions for a query in a country: every word must appear in the label; each word's first match is a range.
 *
 * @param WP_REST_Request $request The REST request (query, country).
 * @return array<int, array<string, mixed>>
 */
function fondant_test_search_addresses( WP_REST_Request $request ) {
	$words       = preg_split( '/[\s,]+/', fondant_test_fold( (string) $request->get_param( 'query' ) ), -1, PREG_SPLIT_NO_EMPTY );
	$country     = (string) $request->get_param( 'country' );
	$suggestions = array();
	foreach ( fondant_test_demo_addresses() as $id => $address ) {
		if ( $address['country'] !== $country || empty( $words ) ) {
			continue;
		}
		$label  = $address['address_1'] . ', ' . $address['postcode'] . ' ' . $address['city'];
		$folded = fondant_test_fold( $label );
		$ranges = array();
		foreach ( $words as $word ) {
			$at = strpos( $folded, $word );
			if ( false === $at ) {
				continue 2;
			}
			// Offsets in characters of the label, as the browser counts them (the folded text is ASCII).
			$ranges[] = array( 'offset' => $at, 'length' => strlen( $word ) );
		}
		$suggestions[] = array( 'id' => $id, 'label' => $label, 'matched_substrings' => $ranges );
	}
	return $suggestions;
}

/**
 * One address by id, as WooCommerce's address autocomplete fills it.
 *
 * @param WP_REST_Request $request The REST request (id).
 * @return array<string, string>|WP_Error
 */
function fondant_test_select_address( WP_REST_Request $request ) {
	$addresses = fondant_test_demo_addresses();
	$id        = (string) $request->get_param( 'id' );
	if ( ! isset( $addresses[ $id ] ) ) {
		return new WP_Error( 'fondant_test_unknown_address', 'Adresse inconnue', array( 'status' => 404 ) );
	}
	return $addresses[ $id ];
}

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			FONDANT_TEST_ADDRESS_REST_NAMESPACE,
			'/search',
			array(
				'methods'             => 'GET',
				'callback'            => 'fondant_test_search_addresses',
				'permission_callback' => '__return_true',
			)
		);
		register_rest_route(
			FONDANT_TEST_ADDRESS_REST_NAMESPACE,
			'/address/(?P<id>[a-z0-9-]+)',
			array(
				'methods'             => 'GET',
				'callback'            => 'fondant_test_select_address',
				'permission_callback' => '__return_true',
			)
		);
	}
);

if ( fondant_test_address_provider_wanted() ) {
	add_filter( 'pre_option_woocommerce_address_autocomplete_enabled', static fn() => 'yes' );

	add_filter(
		'woocommerce_address_providers',
		static function ( $providers ) {
			// WooCommerce is loaded by now (the filter runs on init): the provider class can extend its abstract class.
			if ( ! class_exists( 'Fondant_Test_Demo_Address_Provider' ) ) {
				/**
				 * The provider as WooCommerce lists it: id, name and the branding shown under the suggestions.
				 */
				class Fondant_Test_Demo_Address_Provider extends WC_Address_Provider {
					/**
					 * Names the provider.
					 */
					public function __construct() {
						$this->id            = 'demo-adresses';
						$this->name          = 'Démo Adresses';
						$this->branding_html = 'Adresses fournies par <strong>Démo Adresses</strong>';
					}
				}
			}
			$providers[] = 'Fondant_Test_Demo_Address_Provider';
			return $providers;
		}
	);

	add_action(
		'wp_enqueue_scripts',
		static function () {
			if ( ! is_checkout() ) {
				return;
			}
			wp_enqueue_script( 'fondant-test-demo-adresses', WPMU_PLUGIN_URL . '/fondant-test-address-provider.js', array( 'wc-address-autocomplete-common' ), '1', true );
			wp_localize_script( 'fondant-test-demo-adresses', 'fondantTestDemoAdresses', array( 'root' => esc_url_raw( rest_url( FONDANT_TEST_ADDRESS_REST_NAMESPACE ) ) ) );
		},
		20
	);
}

if ( isset( $_COOKIE['fondant_test_without_fondant'] ) && '1' === $_COOKIE['fondant_test_without_fondant'] ) {
	add_filter( 'fondant_enabled', '__return_false' );
}
