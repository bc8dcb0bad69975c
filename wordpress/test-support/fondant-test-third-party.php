<?php
/**
 * Plugin Name: Fondant test: a third-party jQuery script
 * Description: Test support for `npm run test:real` (jQuery-kept mode only; never shipped): enqueues a small
 * script that depends on jquery and wc-add-to-cart, as theme header-cart scripts commonly do, and records the
 * legacy events it hears on window.fondantThirdParty (the cart and checkout pages' events in its pageEvents, with the
 * kind of each argument); on the shop page, a script enqueued late (in the footer)
 * that depends on woocommerce and records whether $.scroll_to_notices is there; and a plugin that bundles its own
 * copy of jQuery, loaded in the head before WordPress's, whose handler (on document: the body is not parsed yet)
 * records what it hears on window.fondantPluginCopy.
 *
 * @package Fondant
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'wp_enqueue_scripts',
	static function () {
		wp_register_script( 'fondant-test-third-party', false, array( 'jquery', 'wc-add-to-cart' ), '1', true );
		wp_enqueue_script( 'fondant-test-third-party' );
		wp_add_inline_script(
			'fondant-test-third-party',
			'window.fondantThirdParty = { ready: true, events: [] };' .
			'jQuery( document.body ).on( "added_to_cart removed_from_cart wc_fragments_loaded", function ( event, fragments, hash, $button ) {' .
			' window.fondantThirdParty.events.push( { type: event.type, hasFragments: !! fragments, button: !! ( $button && $button.jquery ) } );' .
			' } );' .
			// The cart and checkout pages' events, each with how its arguments look.
			'window.fondantThirdParty.pageEvents = [];' .
			'jQuery( document.body ).on( "updated_wc_div updated_cart_totals updated_shipping_method wc_cart_emptied item_removed_from_classic_cart applied_coupon removed_coupon init_checkout update_checkout updated_checkout checkout_error payment_method_selected country_to_state_changed wc_address_i18n_ready", function ( event ) {' .
			' var args = Array.prototype.slice.call( arguments, 1 ).map( function ( arg ) { return arg && arg.jquery ? "jQuery" : typeof arg; } );' .
			' window.fondantThirdParty.pageEvents.push( event.type + "(" + args.join( "," ) + ")" );' .
			' } );'
		);
	},
	20
);

add_action(
	'wp_enqueue_scripts',
	static function () {
		// A second copy of jQuery under the plugin's own handle (another URL, so the browser runs it again), in the
		// head before WordPress's: the plugin keeps it with noConflict(true) and binds its handlers through it.
		wp_register_script( 'fondant-test-plugin-jquery', includes_url( 'js/jquery/jquery.min.js' ) . '?bundled-by=plugin', array(), null, false );
		wp_register_script( 'fondant-test-plugin', false, array( 'fondant-test-plugin-jquery' ), '1', false );
		wp_enqueue_script( 'fondant-test-plugin' );
		wp_add_inline_script(
			'fondant-test-plugin',
			'( function ( $ ) {' .
			' window.fondantPluginCopy = { jquery: $, events: [] };' .
			' $( document ).on( "added_to_cart", function ( event, fragments, hash, $button ) {' .
			' window.fondantPluginCopy.events.push( { type: event.type, hasFragments: !! fragments, button: !! ( $button && $button.jquery ) } );' .
			' } );' .
			' } )( jQuery.noConflict( true ) );'
		);
	},
	1
);

add_action(
	'wp_footer',
	static function () {
		if ( ! is_shop() ) {
			return;
		}
		wp_register_script( 'fondant-test-late-dependent', false, array( 'woocommerce' ), '1', true );
		wp_enqueue_script( 'fondant-test-late-dependent' );
		wp_add_inline_script(
			'fondant-test-late-dependent',
			'window.fondantLateDependent = typeof window.jQuery === "function" ? typeof window.jQuery.scroll_to_notices + " " + typeof window.jQuery.fn.block : "no jQuery";'
		);
	},
	5
);
