<?php
/**
 * Plugin Name: Fondant test: a stand-in for the Divi page builder on one page
 * Description: Test support for `npm run test:real` (never shipped; nothing of Divi in it): the real shop runs
 * Storefront, so for a visitor with the cookie `fondant_test_divi` (`covered`, `uncovered` or `late`) the terms page
 * (/conditions-generales-de-vente/) becomes a builder page as Divi prints one: its content replaced by builder modules
 * (a section, a row, a column, an animated text module, a clickable text module, an accordion of two items and a
 * standalone toggle; `uncovered` adds a pricing tables module, which Fondant does not provide; `late` prints that
 * module in a section at `wp_footer` priority 50, after the footer scripts, as a popup plugin would), the builder's body
 * classes, the handle `divi-custom-script` enqueued in the footer with `jquery` (fondant-test-divi.js, which only
 * counts its runs in `window.fondantTestDiviBundle`) and `et_pb_custom` localized on it, the animation and link
 * entries registered while the content renders (under the builder's own function names, defined here only when
 * absent) and printed as Divi prints them (an inline `et_animation_data` / `et_link_options_data` at `wp_footer`), and
 * the plugin's FONDANT_BUILDER_CONFIG on. The plugin's decision is printed for the test as
 * `<script type="application/json" id="fondant-test-divi-decision">` (its `fondant_replace_builder_bundle` filter,
 * observed and left undecided). Every other visitor sees the stock shop.
 *
 * @package Fondant
 */

defined( 'ABSPATH' ) || exit;

$fondant_test_divi = isset( $_COOKIE['fondant_test_divi'] ) ? sanitize_key( wp_unslash( $_COOKIE['fondant_test_divi'] ) ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
if ( ! in_array( $fondant_test_divi, array( 'covered', 'uncovered', 'late' ), true ) ) {
	return;
}
define( 'FONDANT_TEST_DIVI', $fondant_test_divi );
if ( ! defined( 'FONDANT_BUILDER_CONFIG' ) ) {
	define( 'FONDANT_BUILDER_CONFIG', true );
}

if ( ! function_exists( 'et_builder_handle_animation_data' ) ) {
	/**
	 * Stand-in for the builder's animation list: an entry registers it, no argument returns the list.
	 *
	 * @param array|false $entry An entry `{class, style, repeat, duration, delay, intensity, starting_opacity, speed_curve}`.
	 * @return array|null
	 */
	function et_builder_handle_animation_data( $entry = false ) {
		static $entries = array();
		if ( false === $entry ) {
			return $entries;
		}
		$entries[] = $entry;
		return null;
	}
}

if ( ! function_exists( 'et_builder_handle_link_options_data' ) ) {
	/**
	 * Stand-in for the builder's link options list: an entry registers it, no argument returns the list.
	 *
	 * @param array|false $entry An entry `{class, url, target}`.
	 * @return array|null
	 */
	function et_builder_handle_link_options_data( $entry = false ) {
		static $entries = array();
		if ( false === $entry ) {
			return $entries;
		}
		$entries[] = $entry;
		return null;
	}
}

/**
 * Whether this request is the test page.
 *
 * @return bool
 */
function fondant_test_divi_page() {
	return is_page( 'conditions-generales-de-vente' );
}

add_action(
	'wp_enqueue_scripts',
	static function () {
		if ( ! fondant_test_divi_page() ) {
			return;
		}
		wp_enqueue_script( 'divi-custom-script', plugins_url( 'fondant-test-divi.js', __FILE__ ), array( 'jquery' ), '4.20.0', true );
		wp_localize_script(
			'divi-custom-script',
			'et_pb_custom',
			array(
				'ajaxurl'               => admin_url( 'admin-ajax.php' ),
				'et_frontend_nonce'     => wp_create_nonce( 'et_frontend_nonce' ),
				'subscription_failed'   => 'Merci de vérifier les champs ci-dessous.',
				'fill_message'          => 'Merci de remplir les champs suivants :',
				'contact_error_message' => 'Merci de corriger les erreurs suivantes :',
				'invalid'               => 'E-mail non valide',
				'prev'                  => 'Préc.',
				'previous'              => 'Précédent',
				'next'                  => 'Suivant',
				'is_ab_testing_active'  => false,
				'page_id'               => get_the_ID(),
				'ab_bounce_rate'        => 5,
			)
		);
		wp_localize_script(
			'divi-custom-script',
			'DIVI',
			array(
				'item_count'  => '%d article',
				'items_count' => '%d articles',
			)
		);
		wp_register_style( 'fondant-test-divi', false, array(), '1' );
		wp_enqueue_style( 'fondant-test-divi' );
		wp_add_inline_style( 'fondant-test-divi', '.et_pb_toggle_close .et_pb_toggle_content{display:none}' );
	}
);

add_filter(
	'body_class',
	static function ( $classes ) {
		return fondant_test_divi_page() ? array_merge( $classes, array( 'et_pb_pagebuilder_layout', 'et_pb_gutters3', 'et-db' ) ) : $classes;
	}
);

/**
 * A pricing tables module (Fondant provides none: the theme's script sizes its tables).
 *
 * @return string
 */
function fondant_test_divi_pricing_tables() {
	return '<div class="et_pb_module et_pb_pricing_tables et_pb_pricing_tables_0 et_pb_pricing clearfix">'
		. '<div class="et_pb_pricing_table et_pb_pricing_table_0"><div class="et_pb_pricing_heading"><h2 class="et_pb_pricing_title">Stage découverte</h2></div>'
		. '<div class="et_pb_pricing_content_top"><span class="et_pb_et_price"><span class="et_pb_sum">180</span><span class="et_pb_dollar_sign">€</span></span></div></div>'
		. '</div>';
}

add_filter(
	'the_content',
	static function ( $content ) {
		if ( ! fondant_test_divi_page() || ! in_the_loop() ) {
			return $content;
		}
		et_builder_handle_animation_data(
			array(
				'class'            => 'et_pb_text_0',
				'style'            => 'fade',
				'repeat'           => 'once',
				'duration'         => '1000ms',
				'delay'            => '0ms',
				'intensity'        => '50%',
				'starting_opacity' => '0%',
				'speed_curve'      => 'ease-in-out',
			)
		);
		et_builder_handle_link_options_data(
			array(
				'class'  => 'et_pb_text_1',
				'url'    => home_url( '/shop/' ),
				'target' => '_self',
			)
		);
		$pricing = 'uncovered' === FONDANT_TEST_DIVI ? fondant_test_divi_pricing_tables() : '';
		return '<div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">'
			. '<div class="et_pb_section et_pb_section_0 et_section_regular"><div class="et_pb_row et_pb_row_0">'
			. '<div class="et_pb_column et_pb_column_4_4 et_pb_column_0 et-last-child">'
			. '<div class="et_pb_module et_pb_text et_pb_text_0 et_animated et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner"><h2>Nos stages de cake design</h2><p>Des stages de un à dix jours, à Lyon.</p></div></div>'
			. '<div class="et_pb_module et_pb_text et_pb_text_1 et_clickable et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner"><p>Voir les fournitures de la boutique</p></div></div>'
			. '<div id="faq" class="et_pb_module et_pb_accordion et_pb_accordion_0">'
			. '<div class="et_pb_toggle et_pb_module et_pb_accordion_item et_pb_accordion_item_0 et_pb_toggle_open"><h3 class="et_pb_toggle_title">Faut-il savoir dessiner ?</h3><div class="et_pb_toggle_content clearfix"><p>Non : le stage part des bases, croquis compris.</p></div></div>'
			. '<div class="et_pb_toggle et_pb_module et_pb_accordion_item et_pb_accordion_item_1 et_pb_toggle_close"><h3 class="et_pb_toggle_title">Le matériel est-il fourni ?</h3><div class="et_pb_toggle_content clearfix"><p>Oui : douilles, spatules et pâte à sucre sont fournies.</p></div></div>'
			. '</div>'
			. '<div class="et_pb_module et_pb_toggle et_pb_toggle_0 et_pb_toggle_item et_pb_toggle_close"><h3 class="et_pb_toggle_title">Horaires</h3><div class="et_pb_toggle_content clearfix"><p>De 9 h à 17 h.</p></div></div>'
			. $pricing
			. '</div></div></div></div></div>';
	},
	99
);

add_action(
	'wp_footer',
	static function () {
		if ( ! fondant_test_divi_page() ) {
			return;
		}
		$animations = et_builder_handle_animation_data();
		$links      = et_builder_handle_link_options_data();
		if ( empty( $animations ) && empty( $links ) ) {
			return;
		}
		$script = '';
		if ( $animations ) {
			$script .= 'var et_animation_data = ' . wp_json_encode( $animations ) . ";\n";
		}
		if ( $links ) {
			$script .= 'var et_link_options_data = ' . wp_json_encode( $links ) . ";\n";
		}
		wp_print_inline_script_tag( $script );
	}
);

add_action(
	'wp_footer',
	static function () {
		if ( fondant_test_divi_page() && 'late' === FONDANT_TEST_DIVI ) {
			echo '<div class="et_pb_section et_pb_section_1 popup et_section_regular"><div class="et_pb_row et_pb_row_1"><div class="et_pb_column et_pb_column_4_4 et_pb_column_1 et-last-child">' . fondant_test_divi_pricing_tables() . '</div></div></div>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- fixed markup.
		}
	},
	50
);

add_filter(
	'fondant_replace_builder_bundle',
	static function ( $replace, $reasons, $bundles ) {
		if ( fondant_test_divi_page() ) {
			wp_print_inline_script_tag(
				(string) wp_json_encode( array( 'reasons' => $reasons, 'bundles' => $bundles ) ),
				array(
					'type' => 'application/json',
					'id'   => 'fondant-test-divi-decision',
				)
			);
		}
		return $replace;
	},
	10,
	3
);
