<?php
/**
 * Trusted Types for the shop's pages, off by default: with the constant FONDANT_TRUSTED_TYPES set to 'report'
 * (Content-Security-Policy-Report-Only) or 'enforce' (Content-Security-Policy), the pages Fondant runs on send
 * `require-trusted-types-for 'script'` with the policies allowed: Fondant's own (`fondant`) and DOMPurify's
 * (`dompurify`, where the browser has no HTML sanitizer). jQuery 3 and many plugins write plain strings, so a shop
 * that keeps them needs its own `default` policy before enforcing: add its name with the
 * `fondant_trusted_types_policies` filter, and a `report-uri` with `fondant_trusted_types_report_uri`.
 *
 * @package Fondant
 */

defined( 'ABSPATH' ) || exit;

/**
 * Sends the Trusted Types header when the site asks for it.
 */
class Fondant_Trusted_Types {

	/**
	 * Header names by FONDANT_TRUSTED_TYPES mode.
	 */
	const HEADERS = array(
		'report'  => 'Content-Security-Policy-Report-Only',
		'enforce' => 'Content-Security-Policy',
	);

	/**
	 * Hooks the header in.
	 */
	public static function init() {
		add_action( 'template_redirect', array( __CLASS__, 'send_header' ) );
	}

	/**
	 * The header's name for the site's mode, or '' when it sends none.
	 *
	 * @return string
	 */
	public static function header_name() {
		$mode = defined( 'FONDANT_TRUSTED_TYPES' ) ? (string) FONDANT_TRUSTED_TYPES : '';
		return self::HEADERS[ $mode ] ?? '';
	}

	/**
	 * The header's value: the requirement, the allowed policies and, when given, where reports go.
	 *
	 * @return string
	 */
	public static function header_value() {
		/**
		 * The Trusted Types policies the page may create.
		 *
		 * @param string[] $policies Fondant's and DOMPurify's.
		 */
		$policies = (array) apply_filters( 'fondant_trusted_types_policies', array( 'fondant', 'dompurify' ) );
		$policies = array_filter( array_map( 'strval', $policies ), array( __CLASS__, 'is_policy_name' ) );
		$value    = "require-trusted-types-for 'script'; trusted-types " . implode( ' ', $policies );
		/**
		 * Where the browser sends violation reports ('' for none).
		 *
		 * @param string $report_uri A URL.
		 */
		$report_uri = (string) apply_filters( 'fondant_trusted_types_report_uri', '' );
		if ( '' !== $report_uri ) {
			$value .= '; report-uri ' . esc_url_raw( $report_uri );
		}
		return $value;
	}

	/**
	 * Whether a name may go in the header as it is (a policy name or one of the directive's keywords).
	 *
	 * @param string $name A policy name.
	 * @return bool
	 */
	public static function is_policy_name( $name ) {
		return in_array( $name, array( "'allow-duplicates'", "'none'" ), true ) || 1 === preg_match( '/^[A-Za-z0-9\-#=_\/@.%]+$/', $name );
	}

	/**
	 * Sends the header on the pages Fondant runs on.
	 */
	public static function send_header() {
		$name = self::header_name();
		if ( '' === $name || headers_sent() || ! Fondant_Assets::is_enabled() ) {
			return;
		}
		header( $name . ': ' . self::header_value(), false );
	}
}
