<?php
/**
 * Plugin Name: Fondant test: Trusted Types in report-only mode per request
 * Description: Test support for `npm run test:real` (never shipped): for a visitor with the cookie
 * `fondant_trusted_types=report`, defines FONDANT_TRUSTED_TYPES as 'report', so the plugin sends its Trusted Types
 * header as Content-Security-Policy-Report-Only and the browser reports every sink written with a plain string,
 * without blocking it. Every other visitor gets the plugin's default (no header). mu-plugins load before plugins.
 *
 * @package Fondant
 */

defined( 'ABSPATH' ) || exit;

if ( isset( $_COOKIE['fondant_trusted_types'] ) && 'report' === $_COOKIE['fondant_trusted_types'] && ! defined( 'FONDANT_TRUSTED_TYPES' ) ) { // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
	define( 'FONDANT_TRUSTED_TYPES', 'report' );
}
