<?php
/**
 * What of a page only the page builder's own bundle provides, read from the page's HTML and the build's coverage
 * table (dist/builder-coverage.json, written from Fondant's widget catalogue).
 *
 * Modules are found by their order class (`et_pb_<module>_<n>`, `_tb_header` … for Theme Builder layouts): every slug
 * must be in the table, in a layout the table covers (`when`: a class its element must carry); an element of class
 * `et_pb_module` must name a module of the table (an extension's module, `dsm_flipbox_0` say, is unknown). The body
 * tag's `et_…` / `et-…` classes must be in the table too. Then no feature only the bundle provides may be present
 * (`uncovered`: classes, `#id`, `[attribute]`, `<tag`). Whatever the table does not know counts as uncovered.
 *
 * @package Fondant
 */

defined( 'ABSPATH' ) || exit;

/**
 * Reads a page (or a part of it) against the coverage table. Pure: no WordPress state.
 */
class Fondant_Builder_Page {

	/**
	 * A builder order class: the slug (letters-only parts) and its index, optionally a Theme Builder area.
	 */
	const ORDER_CLASS = '/^(et_pb(?:_[a-z]+)+)_\d+(?:_tb_(?:header|body|footer))?$/';

	/**
	 * Any order-like class (an extension module's), to name an unknown module in the reasons.
	 */
	const ANY_ORDER_CLASS = '/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*_\d+(?:_tb_(?:header|body|footer))?$/';

	/**
	 * A class attribute, double-, single- or unquoted.
	 */
	const CLASS_ATTRIBUTE = '/\sclass\s*=\s*(?:"([^"]*)"|\'([^\']*)\'|([^\s"\'>]+))/i';

	/**
	 * What of a whole page (from its `<body>` tag on) only the builder's bundle provides.
	 *
	 * @param string $html     The page as printed so far.
	 * @param array  $coverage The coverage table.
	 * @return string[] One reason per feature, [] when Fondant covers the page.
	 */
	public static function uncovered( $html, $coverage ) {
		if ( ! preg_match( '/<body\b[^>]*>/i', $html, $body, PREG_OFFSET_CAPTURE ) ) {
			return array( 'no <body> tag seen' );
		}
		$body_classes = preg_match( self::CLASS_ATTRIBUTE, ' ' . substr( $body[0][0], 5 ), $found ) ? self::classes( $found ) : array();
		$reasons      = array();
		foreach ( $body_classes as $class ) {
			if ( self::is_builder_body_class( $class ) && ! self::body_class_known( $class, $coverage ) ) {
				$reasons[] = 'body class ' . $class;
			}
		}
		foreach ( self::features( $coverage, 'body' ) as $feature ) {
			if ( ! array_diff( $feature['all'], $body_classes ) ) {
				$reasons[] = $feature['why'];
			}
		}
		return array_values( array_unique( array_merge( $reasons, self::uncovered_markup( substr( $html, $body[0][1] ), $coverage ) ) ) );
	}

	/**
	 * What of a part of the page's markup (modules and page features) only the builder's bundle provides.
	 *
	 * @param string $markup   HTML.
	 * @param array  $coverage The coverage table.
	 * @return string[]
	 */
	public static function uncovered_markup( $markup, $coverage ) {
		$reasons = array();
		$tokens  = array();
		preg_match_all( self::CLASS_ATTRIBUTE, $markup, $attributes, PREG_SET_ORDER );
		foreach ( $attributes as $attribute ) {
			$classes = self::classes( $attribute );
			foreach ( $classes as $class ) {
				$tokens[ $class ] = true;
			}
			$reason = self::module_reason( $classes, $coverage );
			if ( '' !== $reason ) {
				$reasons[] = $reason;
			}
		}
		foreach ( self::features( $coverage, 'page' ) as $feature ) {
			$present = true;
			foreach ( $feature['all'] as $token ) {
				$present = $present && self::has_token( $markup, $tokens, (string) $token );
			}
			if ( $present ) {
				$reasons[] = $feature['why'];
			}
		}
		return array_values( array_unique( $reasons ) );
	}

	/**
	 * Why one element's classes are not covered ('' when they are).
	 *
	 * @param string[] $classes  The element's classes.
	 * @param array    $coverage The coverage table.
	 * @return string
	 */
	private static function module_reason( $classes, $coverage ) {
		$modules = isset( $coverage['modules'] ) ? (array) $coverage['modules'] : array();
		$known   = false;
		foreach ( $classes as $class ) {
			if ( ! preg_match( self::ORDER_CLASS, $class, $order ) ) {
				continue;
			}
			$slug = $order[1];
			if ( ! isset( $modules[ $slug ] ) ) {
				return 'module ' . $slug;
			}
			if ( ! self::mode_covered( (array) $modules[ $slug ], $classes ) ) {
				return 'module ' . $slug . ' in this layout';
			}
			$known = true;
		}
		if ( $known || ! in_array( 'et_pb_module', $classes, true ) || array_intersect( $classes, (array) ( $coverage['wrappers'] ?? array() ) ) ) {
			return '';
		}
		foreach ( $classes as $class ) {
			if ( preg_match( self::ANY_ORDER_CLASS, $class ) ) {
				return 'module ' . preg_replace( '/_\d+(?:_tb_(?:header|body|footer))?$/', '', $class );
			}
		}
		return 'module of classes ' . implode( ' ', $classes );
	}

	/**
	 * Whether one of a module's covered modes matches its element.
	 *
	 * @param array    $modes   The table's modes: `when` (optional class) and `widgets`.
	 * @param string[] $classes The element's classes.
	 * @return bool
	 */
	private static function mode_covered( $modes, $classes ) {
		foreach ( $modes as $mode ) {
			if ( ! isset( $mode['when'] ) || in_array( $mode['when'], $classes, true ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether a body class is the builder theme's (`et_…`, `et-…`).
	 *
	 * @param string $class A body class.
	 * @return bool
	 */
	private static function is_builder_body_class( $class ) {
		return 0 === strpos( $class, 'et_' ) || 0 === strpos( $class, 'et-' );
	}

	/**
	 * Whether a builder body class is in the table (covered, CSS only, or part of an uncovered feature it reports).
	 *
	 * @param string $class    A body class.
	 * @param array  $coverage The coverage table.
	 * @return bool
	 */
	private static function body_class_known( $class, $coverage ) {
		foreach ( array_keys( (array) ( $coverage['bodyClasses'] ?? array() ) ) as $name ) {
			$name = (string) $name;
			if ( $name === $class || ( '*' === substr( $name, -1 ) && 0 === strpos( $class, substr( $name, 0, -1 ) ) ) ) {
				return true;
			}
		}
		foreach ( self::features( $coverage, 'body' ) as $feature ) {
			if ( in_array( $class, $feature['all'], true ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The table's uncovered features looked for in one place.
	 *
	 * @param array  $coverage The coverage table.
	 * @param string $on       'body' or 'page'.
	 * @return array<int, array{all: string[], why: string}>
	 */
	private static function features( $coverage, $on ) {
		$features = array();
		foreach ( (array) ( $coverage['uncovered'] ?? array() ) as $feature ) {
			if ( is_array( $feature ) && ( $feature['on'] ?? '' ) === $on && ! empty( $feature['all'] ) ) {
				$features[] = array(
					'all' => array_map( 'strval', (array) $feature['all'] ),
					'why' => (string) ( $feature['why'] ?? implode( ' ', (array) $feature['all'] ) ),
				);
			}
		}
		return $features;
	}

	/**
	 * Whether the markup has a token: a class, `#id`, `[attribute]` or `<tag`.
	 *
	 * @param string              $markup HTML.
	 * @param array<string, true> $tokens Its classes.
	 * @param string              $token  The token.
	 * @return bool
	 */
	private static function has_token( $markup, $tokens, $token ) {
		$first = substr( $token, 0, 1 );
		if ( '#' === $first ) {
			return 1 === preg_match( '/\sid\s*=\s*(["\']?)' . preg_quote( substr( $token, 1 ), '/' ) . '\1[\s>\/]/i', $markup );
		}
		if ( '[' === $first ) {
			return 1 === preg_match( '/\s' . preg_quote( trim( $token, '[]' ), '/' ) . '\s*=/i', $markup );
		}
		if ( '<' === $first ) {
			return 1 === preg_match( '/<' . preg_quote( substr( $token, 1 ), '/' ) . '[\s>\/]/i', $markup );
		}
		return isset( $tokens[ $token ] );
	}

	/**
	 * The classes of a matched class attribute.
	 *
	 * @param array $match A CLASS_ATTRIBUTE match.
	 * @return string[]
	 */
	private static function classes( $match ) {
		$value = '';
		foreach ( array( 1, 2, 3 ) as $group ) {
			if ( isset( $match[ $group ] ) && '' !== $match[ $group ] ) {
				$value = $match[ $group ];
				break;
			}
		}
		return array_values( array_filter( preg_split( '/\s+/', trim( $value ) ) ) );
	}
}
