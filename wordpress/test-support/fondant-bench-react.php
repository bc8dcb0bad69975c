<?php
/**
 * Plugin Name: Fondant bench: the React build per request
 * Description: Test support for `npm run bench:real` (never shipped): for a visitor with the cookie
 * `fondant_bench_react=1`, defines FONDANT_REACT so the plugin serves its React build (dist/react/) instead of the
 * lite build, without editing wp-config.php. Every other visitor gets the plugin's default. mu-plugins load before
 * plugins, so the constant is set before the plugin reads it. The bench copies this file into the shop's mu-plugins
 * folder before measuring and removes it afterwards.
 *
 * @package Fondant
 */

defined( 'ABSPATH' ) || exit;

if ( isset( $_COOKIE['fondant_bench_react'] ) && '1' === $_COOKIE['fondant_bench_react'] && ! defined( 'FONDANT_REACT' ) ) { // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
	define( 'FONDANT_REACT', true );
}
