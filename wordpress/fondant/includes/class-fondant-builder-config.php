<?php
/**
 * The page builder's three globals as JSON config, when the site asks for it (FONDANT_BUILDER_CONFIG, or the
 * `fondant_builder_config` filter per request): for pages whose strict Content Security Policy refuses the inline
 * scripts Divi prints them in. Read from where Divi keeps them:
 * - `builderParams`: `et_pb_custom`, which Divi localizes (wp_localize_script, at wp_enqueue_scripts 11) on its bundle's
 *   handle (`divi-custom-script`, `et-builder-modules-script`, `divi-builder-custom-script`, `extra-scripts`): the
 *   object as WordPress prints it, scalars as strings, read from the handle's localized data;
 * - `animationData` and `linkOptions`: the entries Divi's modules register while they render (the builder's
 *   `et_builder_handle_animation_data()` and `et_builder_handle_link_options_data()`, which return them when called
 *   without an argument), printed by Divi at `wp_footer` as `et_animation_data` / `et_link_options_data`, empty in
 *   the builder's editing view.
 * The two lists are complete only once the content is rendered, so with the option on `#fondant-config` prints at the
 * start of `wp_footer` instead of in the head (Fondant's module runs after the document is parsed either way). The
 * theme's own inline scripts are left as they are.
 *
 * @package Fondant
 */

defined( 'ABSPATH' ) || exit;

/**
 * Reads the builder's globals for #fondant-config.
 */
class Fondant_Builder_Config {

	/**
	 * Whether this page's config carries the builder's globals.
	 *
	 * @return bool
	 */
	public static function asked() {
		/**
		 * Whether #fondant-config carries the page builder's `et_pb_custom`, `et_animation_data` and
		 * `et_link_options_data` (as `builderParams`, `animationData`, `linkOptions`); it then prints in the footer.
		 *
		 * @param bool $asked The constant FONDANT_BUILDER_CONFIG, false when undefined.
		 */
		return (bool) apply_filters( 'fondant_builder_config', defined( 'FONDANT_BUILDER_CONFIG' ) && FONDANT_BUILDER_CONFIG );
	}

	/**
	 * The config keys for the globals present on this page.
	 *
	 * @return array<string, mixed>
	 */
	public static function values() {
		$values = array();
		$params = self::localized( 'et_pb_custom' );
		if ( null !== $params ) {
			$values['builderParams'] = $params;
		}
		if ( function_exists( 'et_core_is_fb_enabled' ) && et_core_is_fb_enabled() ) {
			return $values; // The builder's editing view: Divi prints neither list there.
		}
		$lists = array(
			'animationData' => 'et_builder_handle_animation_data',
			'linkOptions'   => 'et_builder_handle_link_options_data',
		);
		foreach ( $lists as $key => $function ) {
			$entries = function_exists( $function ) ? call_user_func( $function ) : null;
			if ( is_array( $entries ) && ! empty( $entries ) ) {
				$values[ $key ] = array_values( $entries );
			}
		}
		return $values;
	}

	/**
	 * A global localized on any registered script, decoded: WordPress writes each as `var name = JSON;` on its line.
	 *
	 * @param string $name The global's name.
	 * @return array|null
	 */
	private static function localized( $name ) {
		$prefix = 'var ' . $name . ' = ';
		foreach ( wp_scripts()->registered as $script ) {
			$data = $script->extra['data'] ?? '';
			if ( ! is_string( $data ) || false === strpos( $data, $prefix ) ) {
				continue;
			}
			foreach ( explode( "\n", $data ) as $line ) {
				$line = trim( $line );
				if ( 0 !== strpos( $line, $prefix ) || ';' !== substr( $line, -1 ) ) {
					continue;
				}
				$value = json_decode( substr( $line, strlen( $prefix ), -1 ), true );
				if ( is_array( $value ) ) {
					return $value;
				}
			}
		}
		return null;
	}
}
