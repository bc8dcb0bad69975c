<?php
/**
 * Replaces the legacy WooCommerce scripts whose behaviour Fondant provides.
 *
 * A replaced handle stays registered and enqueued, without its source: its localized params and inline
 * scripts are still printed, and scripts that list it as a dependency still load. Its dependencies are
 * dropped, except the replaced ones (the cart script's country-select, say, whose params the widgets read),
 * unless a script that remains on the page depends on it; then it keeps them all (jQuery, blockUI, …)
 * and gains Fondant's jQuery compatibility script, which provides the replaced script's jQuery API
 * ($.scroll_to_notices, the variation form's helpers). jQuery therefore loads only when something left on
 * the page needs it. The decision is made from WordPress's dependency graph just before the head scripts
 * and again before the footer scripts are printed. A replaced handle whose API Fondant serves from a classic script
 * of its build (WooCommerce's address autocomplete API, `wc-address-autocomplete-common`) prints that script in its
 * place instead, with its params: the provider scripts that depend on it register with it before fondant.js runs,
 * and need no jQuery.
 *
 * @package Fondant
 */

defined( 'ABSPATH' ) || exit;

/**
 * The script replacement for one request.
 */
class Fondant_Legacy_Scripts {

	/**
	 * Handle of the jQuery compatibility script.
	 */
	const COMPAT_HANDLE = 'fondant-jquery-compat';

	/**
	 * Replaced handles whose API the compatibility script does not provide (selectWoo's `$.fn.selectWoo`): when a
	 * script left on the page depends on one, it keeps its own source.
	 */
	const KEEP_SOURCE_WHEN_NEEDED = array( 'selectWoo' );

	/**
	 * Replaced handle => its source as registered.
	 *
	 * @var array<string, string|false>
	 */
	private static $original_src = array();

	/**
	 * Handle => widgets, from dist/legacy-handles.json.
	 *
	 * @var array<string, string[]>
	 */
	private static $table = array();

	/**
	 * Replaced handle => its dependencies as registered.
	 *
	 * @var array<string, string[]>
	 */
	private static $original_deps = array();

	/**
	 * Replaced handles that keep their dependencies and the compatibility script.
	 *
	 * @var array<string, true>
	 */
	private static $with_api = array();

	/**
	 * Replaced handle => the classic script of Fondant's build printed in its place.
	 *
	 * @var array<string, array{url: string, version: string}>
	 */
	private static $own_sources = array();

	/**
	 * Hooks the replacement in.
	 *
	 * @param array<string, string[]>                              $table       Handle => widgets.
	 * @param array<string, array{url: string, version: string}> $own_sources Replaced handle => Fondant's script in its place.
	 */
	public static function init( $table, $own_sources = array() ) {
		self::$table       = $table;
		self::$own_sources = $own_sources;
		add_action( 'wp_print_scripts', array( __CLASS__, 'apply' ), 1 );
		add_action( 'wp_print_footer_scripts', array( __CLASS__, 'apply' ), 1 );
		add_action( 'wp_enqueue_scripts', array( __CLASS__, 'drop_legacy_viewer_assets' ), PHP_INT_MAX );
		add_action( 'wp_enqueue_scripts', array( __CLASS__, 'drop_select2_style' ), PHP_INT_MAX );
	}

	/**
	 * The handles replaced on this page, filtered by `fondant_replaced_handles`.
	 *
	 * @return string[]
	 */
	public static function replaced_handles() {
		$handles = array_keys( self::$table );
		/**
		 * The legacy script handles Fondant replaces on this page.
		 *
		 * @param string[]                $handles Handles from the build's table.
		 * @param array<string, string[]> $table   Handle => the widgets providing its behaviour.
		 */
		$handles = apply_filters( 'fondant_replaced_handles', $handles, self::$table );
		return array_values( array_filter( array_map( 'strval', (array) $handles ) ) );
	}

	/**
	 * PhotoSwipe 4's skin and dialog markup belong to the replaced viewer; Fondant brings its own.
	 */
	public static function drop_legacy_viewer_assets() {
		if ( ! in_array( 'wc-photoswipe-ui-default', self::replaced_handles(), true ) ) {
			return;
		}
		wp_dequeue_style( 'photoswipe-default-skin' );
		wp_dequeue_style( 'photoswipe' );
		remove_action( 'wp_footer', 'woocommerce_photoswipe' );
	}

	/**
	 * select2's stylesheet dresses selectWoo's widget; with selectWoo replaced the native selects stay, drawn by the
	 * theme, and the stylesheet has nothing left to style (unless a script left on the page still uses selectWoo).
	 */
	public static function drop_select2_style() {
		if ( ! in_array( 'selectWoo', self::replaced_handles(), true ) ) {
			return;
		}
		$scripts = wp_scripts();
		foreach ( (array) $scripts->queue as $handle ) {
			if ( 'selectWoo' !== $handle && isset( $scripts->registered[ $handle ] ) && in_array( 'selectWoo', (array) $scripts->registered[ $handle ]->deps, true ) && ! in_array( $handle, self::replaced_handles(), true ) ) {
				return;
			}
		}
		wp_dequeue_style( 'select2' );
	}

	/**
	 * Empties the replaced handles and sets their dependencies from what remains on the page.
	 */
	public static function apply() {
		$scripts  = wp_scripts();
		$replaced = array_values( array_filter( self::replaced_handles(), array( $scripts, 'query' ) ) );
		if ( empty( $replaced ) ) {
			return;
		}

		foreach ( $replaced as $handle ) {
			$script = $scripts->registered[ $handle ];
			if ( ! isset( self::$original_deps[ $handle ] ) ) {
				self::$original_deps[ $handle ] = (array) $script->deps;
				self::$original_src[ $handle ]  = $script->src;
			}
			if ( isset( self::$own_sources[ $handle ] ) ) {
				$script->src = self::$own_sources[ $handle ]['url'];
				$script->ver = self::$own_sources[ $handle ]['version'];
			} elseif ( ! isset( self::$with_api[ $handle ] ) ) {
				$script->src = false;
			}
			if ( ! isset( self::$with_api[ $handle ] ) && ! in_array( $handle, $scripts->done, true ) ) {
				// Replaced dependencies stay (they print only their params, which the widgets read); the rest goes.
				$script->deps = array_values( array_intersect( self::$original_deps[ $handle ], $replaced ) );
			}
		}

		do {
			$changed = false;
			$needed  = self::resolve( $scripts, (array) $scripts->queue );
			foreach ( $replaced as $handle ) {
				if ( isset( self::$with_api[ $handle ] ) || isset( self::$own_sources[ $handle ] ) || ! isset( $needed[ $handle ] ) ) {
					continue;
				}
				$dependents = self::dependents( $scripts, $handle, $needed, $replaced );
				if ( empty( $dependents ) ) {
					continue;
				}
				self::$with_api[ $handle ] = true;
				$changed                   = true;
				$kept                      = self::$original_deps[ $handle ];
				if ( in_array( $handle, self::KEEP_SOURCE_WHEN_NEEDED, true ) && ! in_array( $handle, $scripts->done, true ) ) {
					$scripts->registered[ $handle ]->src  = self::$original_src[ $handle ];
					$scripts->registered[ $handle ]->deps = self::$original_deps[ $handle ];
					continue;
				}
				$kept[] = self::COMPAT_HANDLE;
				if ( in_array( $handle, $scripts->done, true ) ) {
					// Printed in the head already: the late dependents get the API themselves. WordPress has
					// already worked out the dependents of these scripts, so they load blocking, in order.
					foreach ( $dependents as $dependent ) {
						$scripts->registered[ $dependent ]->deps = array_values( array_unique( array_merge( $kept, (array) $scripts->registered[ $dependent ]->deps ) ) );
					}
					foreach ( array_keys( self::resolve( $scripts, $kept ) ) as $dependency ) {
						if ( ! in_array( $dependency, $scripts->done, true ) ) {
							unset( $scripts->registered[ $dependency ]->extra['strategy'] );
						}
					}
				} else {
					$scripts->registered[ $handle ]->deps = $kept;
				}
			}
		} while ( $changed );
	}

	/**
	 * Every handle the queue brings in, dependencies included, as keys.
	 *
	 * @param WP_Scripts $scripts The scripts registry.
	 * @param string[]   $handles Handles to resolve.
	 * @return array<string, true>
	 */
	private static function resolve( $scripts, $handles ) {
		$needed = array();
		$stack  = $handles;
		while ( ! empty( $stack ) ) {
			$handle = (string) array_pop( $stack );
			if ( isset( $needed[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
				continue;
			}
			$needed[ $handle ] = true;
			foreach ( (array) $scripts->registered[ $handle ]->deps as $dependency ) {
				$stack[] = $dependency;
			}
		}
		return $needed;
	}

	/**
	 * The scripts on the page, not replaced and not printed yet, that list a handle as a dependency.
	 *
	 * @param WP_Scripts          $scripts  The scripts registry.
	 * @param string              $handle   The replaced handle.
	 * @param array<string, true> $needed   The handles on the page.
	 * @param string[]            $replaced The replaced handles.
	 * @return string[]
	 */
	private static function dependents( $scripts, $handle, $needed, $replaced ) {
		$dependents = array();
		foreach ( array_keys( $needed ) as $candidate ) {
			if ( in_array( $candidate, $replaced, true ) || in_array( $candidate, $scripts->done, true ) ) {
				continue;
			}
			if ( in_array( $handle, (array) $scripts->registered[ $candidate ]->deps, true ) ) {
				$dependents[] = $candidate;
			}
		}
		return $dependents;
	}
}
