<?php
/**
 * Test support for `npm run test:real` (never shipped): checks Fondant_Legacy_Scripts on a fresh WP_Scripts
 * registry with made-up handles, through the real shop's WordPress (the plugin must be active). Prints one
 * line per check and exits 1 when one fails.
 *
 * Usage: php legacy-scripts-check.php ROOT
 *
 * @package Fondant
 */

if ( 'cli' !== PHP_SAPI || $argc < 2 ) {
	exit( 2 );
}
$_SERVER['HTTP_HOST'] = 'localhost'; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
require rtrim( $argv[1], '/' ) . '/www/wp-load.php';

if ( ! class_exists( 'Fondant_Legacy_Scripts' ) ) {
	echo "FAIL the Fondant plugin is not active\n";
	exit( 1 );
}

$fondant_failures = 0;

/**
 * A fresh registry: jQuery, blockUI, two legacy scripts Fondant replaces, and the given extra scripts enqueued.
 *
 * @param array<string, string[]> $extra Handle => dependencies, enqueued.
 * @return WP_Scripts
 */
function fondant_check_registry( $extra ) {
	foreach ( array( 'with_api', 'original_deps', 'original_src' ) as $property ) {
		$reflection = new ReflectionProperty( 'Fondant_Legacy_Scripts', $property );
		$reflection->setAccessible( true );
		$reflection->setValue( null, array() );
	}
	$scripts                = new WP_Scripts();
	$GLOBALS['wp_scripts'] = $scripts;
	$scripts->add( 'jquery', '/jquery.js' );
	$scripts->add( 'wc-jquery-blockui', '/blockui.js', array( 'jquery' ) );
	$scripts->add( Fondant_Legacy_Scripts::COMPAT_HANDLE, '/compat.js', array( 'jquery' ) );
	$scripts->add( 'wc-add-to-cart', '/add-to-cart.js', array( 'jquery', 'wc-jquery-blockui' ) );
	$scripts->add( 'wc-single-product', '/single-product.js', array( 'jquery' ) );
	$scripts->add( 'selectWoo', '/selectWoo.js', array( 'jquery' ) );
	$scripts->add( 'wc-country-select', '/country-select.js', array( 'jquery' ) );
	$scripts->add( 'wc-cart', '/cart.js', array( 'jquery', 'wc-country-select' ) );
	$scripts->enqueue( array( 'wc-add-to-cart', 'wc-single-product', 'selectWoo', 'wc-cart' ) );
	foreach ( $extra as $handle => $deps ) {
		$scripts->add( $handle, '/' . $handle . '.js', $deps );
		$scripts->enqueue( $handle );
	}
	return $scripts;
}

/**
 * Reports one check.
 *
 * @param string $label    What is checked.
 * @param mixed  $actual   Found.
 * @param mixed  $expected Wanted.
 */
function fondant_check( $label, $actual, $expected ) {
	global $fondant_failures;
	$ok = $actual === $expected;
	if ( ! $ok ) {
		++$fondant_failures;
	}
	echo ( $ok ? 'ok   ' : 'FAIL ' ) . $label . ( $ok ? '' : ': ' . wp_json_encode( $actual ) . ' instead of ' . wp_json_encode( $expected ) ) . "\n";
}

/**
 * The handles WordPress would print for the queue, in order.
 *
 * @param WP_Scripts $scripts The registry.
 * @return string[]
 */
function fondant_printed( $scripts ) {
	$scripts->all_deps( $scripts->queue );
	$handles         = $scripts->to_do;
	$scripts->to_do  = array();
	return $handles;
}

$fondant_table = array(
	'wc-add-to-cart'    => array( 'add-to-cart', 'mini-cart-remove' ),
	'wc-single-product' => array( 'product-tabs' ),
	'selectWoo'         => array( 'address-fields' ),
	'wc-country-select' => array( 'address-fields' ),
	'wc-cart'           => array( 'cart-page' ),
);
Fondant_Legacy_Scripts::init( $fondant_table );

// Nothing depends on the replaced scripts: no source, no dependencies, no jQuery.
$fondant_scripts = fondant_check_registry( array( 'theme-navigation' => array() ) );
Fondant_Legacy_Scripts::apply();
fondant_check( 'replaced handles lose their source', array( $fondant_scripts->registered['wc-add-to-cart']->src, $fondant_scripts->registered['wc-single-product']->src ), array( false, false ) );
fondant_check( 'a replaced handle keeps its replaced dependencies only (their params print)', $fondant_scripts->registered['wc-cart']->deps, array( 'wc-country-select' ) );
fondant_check( 'nothing left needs jQuery: it is not printed', in_array( 'jquery', fondant_printed( $fondant_scripts ), true ), false );
fondant_check( 'a replaced dependency of a replaced handle is printed (its params)', in_array( 'wc-country-select', fondant_printed( $fondant_scripts ), true ), true );
fondant_check( 'the replaced handles stay enqueued (their params print)', array_values( array_intersect( array( 'wc-add-to-cart', 'wc-single-product' ), fondant_printed( $fondant_scripts ) ) ), array( 'wc-add-to-cart', 'wc-single-product' ) );

// A theme script depends on jquery and wc-add-to-cart: wc-add-to-cart keeps blockUI and gains the compat script.
$fondant_scripts = fondant_check_registry( array( 'theme-header-cart' => array( 'jquery', 'wc-add-to-cart' ) ) );
Fondant_Legacy_Scripts::apply();
fondant_check( 'a dependent keeps the replaced handle\'s other dependencies and gets the compat script', $fondant_scripts->registered['wc-add-to-cart']->deps, array( 'jquery', 'wc-jquery-blockui', Fondant_Legacy_Scripts::COMPAT_HANDLE ) );
fondant_check( 'the other replaced handle, with no dependent, loses its dependencies', $fondant_scripts->registered['wc-single-product']->deps, array() );
$fondant_order = fondant_printed( $fondant_scripts );
fondant_check( 'jQuery, blockUI and the compat script print before the dependent', array_search( Fondant_Legacy_Scripts::COMPAT_HANDLE, $fondant_order, true ) < array_search( 'theme-header-cart', $fondant_order, true ) && in_array( 'wc-jquery-blockui', $fondant_order, true ), true );

// A script that is itself only a dependency of the queue (walked from the queue) still counts as a dependent.
$fondant_scripts = fondant_check_registry( array( 'plugin-lib' => array( 'wc-single-product' ), 'plugin-main' => array( 'plugin-lib' ) ) );
Fondant_Legacy_Scripts::apply();
fondant_check( 'a dependent pulled in by another script keeps jQuery for wc-single-product', $fondant_scripts->registered['wc-single-product']->deps, array( 'jquery', Fondant_Legacy_Scripts::COMPAT_HANDLE ) );

// selectWoo's API is not in the compat script: a script that still uses it gets selectWoo whole.
$fondant_scripts = fondant_check_registry( array( 'plugin-enhanced-select' => array( 'selectWoo' ) ) );
Fondant_Legacy_Scripts::apply();
fondant_check( 'selectWoo keeps its source and dependencies when a script left on the page depends on it', array( $fondant_scripts->registered['selectWoo']->src, $fondant_scripts->registered['selectWoo']->deps ), array( '/selectWoo.js', array( 'jquery' ) ) );
$fondant_scripts = fondant_check_registry( array() );
Fondant_Legacy_Scripts::apply();
fondant_check( 'selectWoo with no dependent loses its source', $fondant_scripts->registered['selectWoo']->src, false );

// fondant_replaced_handles can keep a legacy script.
$fondant_keep = static function ( $handles ) {
	return array_diff( $handles, array( 'wc-single-product' ) );
};
add_filter( 'fondant_replaced_handles', $fondant_keep );
$fondant_scripts = fondant_check_registry( array() );
Fondant_Legacy_Scripts::apply();
fondant_check( 'a handle filtered out keeps its source and dependencies', array( $fondant_scripts->registered['wc-single-product']->src, $fondant_scripts->registered['wc-single-product']->deps ), array( '/single-product.js', array( 'jquery' ) ) );
remove_filter( 'fondant_replaced_handles', $fondant_keep );

// WooCommerce's address autocomplete API: Fondant's classic script prints in its place (its params with it), before
// the provider scripts that depend on it, and they bring no jQuery.
Fondant_Legacy_Scripts::init(
	array_merge( $fondant_table, array( 'wc-address-autocomplete-common' => array( 'address-autocomplete' ), 'wc-address-autocomplete' => array( 'address-autocomplete' ) ) ),
	array( 'wc-address-autocomplete-common' => array( 'url' => '/fondant/dist/address-autocomplete-api.js', 'version' => '9.9.9' ) )
);
$fondant_scripts = fondant_check_registry(
	array(
		'wc-address-autocomplete-common' => array( 'jquery' ),
		'wc-address-autocomplete'        => array( 'jquery', 'wc-address-autocomplete-common' ),
		'provider-demo'                  => array( 'wc-address-autocomplete-common' ),
	)
);
Fondant_Legacy_Scripts::apply();
$fondant_common = $fondant_scripts->registered['wc-address-autocomplete-common'];
fondant_check( 'the address autocomplete API handle serves Fondant\'s classic script, without dependencies', array( $fondant_common->src, $fondant_common->ver, $fondant_common->deps ), array( '/fondant/dist/address-autocomplete-api.js', '9.9.9', array() ) );
fondant_check( 'the address autocomplete widget script loses its source, keeps the API handle', array( $fondant_scripts->registered['wc-address-autocomplete']->src, $fondant_scripts->registered['wc-address-autocomplete']->deps ), array( false, array( 'wc-address-autocomplete-common' ) ) );
$fondant_order = fondant_printed( $fondant_scripts );
fondant_check( 'the API prints before the provider script, and no jQuery for them', array_search( 'wc-address-autocomplete-common', $fondant_order, true ) < array_search( 'provider-demo', $fondant_order, true ) && ! in_array( 'jquery', $fondant_order, true ), true );
Fondant_Legacy_Scripts::init( $fondant_table );

echo $fondant_failures ? "$fondant_failures failed\n" : "all passed\n";
exit( $fondant_failures ? 1 : 0 );
