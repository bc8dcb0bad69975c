<?php
/**
 * Fondant's jQuery watch, placed before every copy of jQuery the page prints.
 *
 * Plugins sometimes bundle their own jQuery, loaded before the theme's: each copy keeps its own event
 * handlers, and only the copies Fondant knows can hear its events with their legacy arguments. The watch
 * (dist/jquery-watch.js, a small classic script) records every value assigned to window.jQuery and
 * window.$; it becomes a dependency of WordPress's jQuery and of any other script whose file is a jQuery,
 * so WordPress prints it first, and only on pages that print jQuery at all.
 *
 * @package Fondant
 */

defined( 'ABSPATH' ) || exit;

/**
 * Puts the jQuery watch in front of the page's jQuery copies.
 */
class Fondant_JQuery_Watch {

	/**
	 * Handle of the watch script.
	 */
	const HANDLE = 'fondant-jquery-watch';

	/**
	 * Registers the watch and hooks its placement in, before the head and the footer scripts print.
	 *
	 * @param string $url     The watch script's URL.
	 * @param string $version Its version (cache busting).
	 */
	public static function init( $url, $version ) {
		wp_register_script( self::HANDLE, $url, array(), $version, false );
		add_action( 'wp_print_scripts', array( __CLASS__, 'place' ), 2 );
		add_action( 'wp_print_footer_scripts', array( __CLASS__, 'place' ), 2 );
	}

	/**
	 * Makes every jQuery copy registered so far depend on the watch.
	 */
	public static function place() {
		$scripts = wp_scripts();
		foreach ( $scripts->registered as $handle => $script ) {
			if ( self::HANDLE === $handle || ! self::is_jquery( (string) $handle, $script->src ) ) {
				continue;
			}
			$deps = (array) $script->deps;
			if ( ! in_array( self::HANDLE, $deps, true ) ) {
				array_unshift( $deps, self::HANDLE );
				$script->deps = $deps;
			}
		}
	}

	/**
	 * Whether a script is a copy of jQuery itself: WordPress's, or a file named like jQuery's builds.
	 *
	 * @param string      $handle The script's handle.
	 * @param string|bool $src    The script's source, false for an alias.
	 * @return bool
	 */
	private static function is_jquery( $handle, $src ) {
		if ( 'jquery-core' === $handle ) {
			return true;
		}
		return is_string( $src ) && 1 === preg_match( '#/jquery(?:[.-]\d[\d.]*)?(?:\.min)?\.js(?:\?|$)#i', $src );
	}
}
