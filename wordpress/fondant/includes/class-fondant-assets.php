<?php
/**
 * Front-end assets: the fondant.js script module, fondant.css, the #fondant-config block, the legacy
 * WooCommerce scripts Fondant replaces, and the page builder's bundle where Fondant covers the page.
 *
 * @package Fondant
 */

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues Fondant on the front end only.
 */
class Fondant_Assets {

	/**
	 * Script module and style handle.
	 */
	const HANDLE = 'fondant';

	/**
	 * Replaced handles whose API Fondant serves from a classic script of its build, printed in their place.
	 */
	const OWN_SOURCES = array( 'wc-address-autocomplete-common' => 'address-autocomplete-api.js' );

	/**
	 * Whether Fondant runs on this request (decided once, at wp_enqueue_scripts).
	 *
	 * @var bool
	 */
	private static $active = false;

	/**
	 * Hooks the plugin in.
	 */
	public static function init() {
		add_action( 'wp_enqueue_scripts', array( __CLASS__, 'enqueue' ), 5 );
	}

	/**
	 * Whether Fondant runs on this request: the front end of a shop whose WooCommerce is active, and
	 * the `fondant_enabled` filter (per request) agrees.
	 *
	 * @return bool
	 */
	public static function is_enabled() {
		if ( is_admin() || ! function_exists( 'WC' ) || ! function_exists( 'wp_enqueue_script_module' ) ) {
			return false;
		}
		if ( is_feed() || is_embed() || ( function_exists( 'wp_is_json_request' ) && wp_is_json_request() ) ) {
			return false;
		}
		/**
		 * Whether Fondant upgrades this page and replaces the legacy WooCommerce scripts on it.
		 *
		 * @param bool $enabled True by default on the front end.
		 */
		return (bool) apply_filters( 'fondant_enabled', true );
	}

	/**
	 * Registers and enqueues the module, the stylesheet, the config block and the script replacement.
	 */
	public static function enqueue() {
		if ( ! self::is_enabled() ) {
			return;
		}
		$script = self::dist_file( 'fondant.js' );
		if ( null === $script ) {
			return; // A plugin folder without its build: the shop keeps WooCommerce's own scripts.
		}
		self::$active = true;

		wp_register_script_module( self::HANDLE, $script['url'], array(), $script['version'] );
		wp_enqueue_script_module( self::HANDLE );

		$style = self::dist_file( 'fondant.css' );
		if ( null !== $style ) {
			wp_enqueue_style( self::HANDLE, $style['url'], array(), $style['version'] );
		}

		wp_register_script(
			Fondant_Legacy_Scripts::COMPAT_HANDLE,
			plugins_url( 'assets/jquery-compat.js', FONDANT_FILE ),
			array( 'jquery' ),
			FONDANT_VERSION,
			false // Blocking, like jQuery: a late blocking script may depend on it.
		);

		$watch = self::dist_file( 'jquery-watch.js' );
		if ( null !== $watch ) {
			Fondant_JQuery_Watch::init( $watch['url'], $watch['version'] );
		}

		if ( Fondant_Builder_Config::asked() ) {
			add_action( 'wp_footer', array( __CLASS__, 'print_config' ), 1 ); // After the content: the builder's lists are complete.
		} else {
			add_action( 'wp_head', array( __CLASS__, 'print_config' ), 2 );
		}
		Fondant_Legacy_Scripts::init( self::legacy_table(), self::own_sources() );
		$coverage = self::builder_coverage();
		if ( null !== $coverage ) {
			Fondant_Builder_Bundle::init( $coverage );
		}
	}

	/**
	 * The classic scripts of the build that stand in for replaced handles, those present in dist/.
	 *
	 * @return array<string, array{url: string, version: string}>
	 */
	private static function own_sources() {
		$sources = array();
		foreach ( self::OWN_SOURCES as $handle => $name ) {
			$file = self::dist_file( $name );
			if ( null !== $file ) {
				$sources[ $handle ] = $file;
			}
		}
		return $sources;
	}

	/**
	 * Prints the page configuration block Fondant reads.
	 */
	public static function print_config() {
		$json = wp_json_encode( Fondant_Config::get(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES );
		if ( false === $json ) {
			return;
		}
		wp_print_inline_script_tag(
			$json,
			array(
				'type' => 'application/json',
				'id'   => 'fondant-config',
			)
		);
	}

	/**
	 * The legacy handle table the build wrote: handle => widgets providing its behaviour.
	 *
	 * @return array<string, string[]>
	 */
	private static function legacy_table() {
		$file = FONDANT_DIR . 'dist/legacy-handles.json';
		if ( ! is_readable( $file ) ) {
			return array();
		}
		$table = json_decode( (string) file_get_contents( $file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file of the plugin.
		return is_array( $table ) ? $table : array();
	}

	/**
	 * The page builder's coverage table the build wrote (dist/builder-coverage.json), null when absent or malformed:
	 * then the builder's bundle is never replaced.
	 *
	 * @return array|null
	 */
	private static function builder_coverage() {
		$file = FONDANT_DIR . 'dist/builder-coverage.json';
		if ( ! is_readable( $file ) ) {
			return null;
		}
		$table = json_decode( (string) file_get_contents( $file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file of the plugin.
		foreach ( array( 'bundles', 'keep', 'libraries', 'independent', 'globals', 'modules', 'wrappers', 'bodyClasses', 'uncovered' ) as $key ) {
			if ( ! is_array( $table ) || ! isset( $table[ $key ] ) || ! is_array( $table[ $key ] ) ) {
				return null;
			}
		}
		return $table;
	}

	/**
	 * A file of the build served: the lite build (Preact) in dist/ by default, the React build in dist/react/
	 * when FONDANT_REACT is on and the zip carries it; of that build, the unminified file under debug/ when
	 * FONDANT_DEBUG is on and the zip carries it, else the minified one.
	 *
	 * @param string $name File name inside the build's folder.
	 * @return array{url: string, version: string}|null
	 */
	private static function dist_file( $name ) {
		$build      = defined( 'FONDANT_REACT' ) && FONDANT_REACT && is_readable( FONDANT_DIR . 'dist/react/fondant.js' ) ? 'dist/react/' : 'dist/';
		$candidates = array( $build . $name );
		if ( defined( 'FONDANT_DEBUG' ) && FONDANT_DEBUG ) {
			array_unshift( $candidates, $build . 'debug/' . $name );
		}
		foreach ( $candidates as $relative ) {
			$path = FONDANT_DIR . $relative;
			if ( is_readable( $path ) ) {
				return array(
					'url'     => plugins_url( $relative, FONDANT_FILE ),
					'version' => FONDANT_VERSION . '-' . filemtime( $path ),
				);
			}
		}
		return null;
	}
}
