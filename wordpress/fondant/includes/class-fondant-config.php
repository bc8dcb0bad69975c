<?php
/**
 * The page configuration Fondant reads from #fondant-config, built from WooCommerce's own settings, filters
 * and translations.
 *
 * @package Fondant
 */

defined( 'ABSPATH' ) || exit;

/**
 * Builds the configuration array.
 */
class Fondant_Config {

	/**
	 * The configuration for this page, filtered by `fondant_config`.
	 *
	 * @return array<string, mixed>
	 */
	public static function get() {
		$zoom_options     = (array) apply_filters( 'woocommerce_single_product_zoom_options', array() );
		$carousel_options = (array) apply_filters(
			'woocommerce_single_product_carousel_options',
			array(
				'rtl'            => is_rtl(),
				'animation'      => 'slide',
				'smoothHeight'   => true,
				'directionNav'   => false,
				'controlNav'     => 'thumbnails',
				'slideshow'      => false,
				'animationSpeed' => 500,
				'animationLoop'  => false,
				'allowOneSlide'  => false,
			)
		);
		$viewer_options   = (array) apply_filters(
			'woocommerce_single_product_photoswipe_options',
			array(
				'shareEl'               => false,
				'closeOnScroll'         => false,
				'history'               => false,
				'hideAnimationDuration' => 0,
				'showAnimationDuration' => 0,
			)
		);
		$site_key         = get_current_blog_id() . '_' . get_site_url( get_current_blog_id(), '/' ) . get_template();

		$config = array(
			'wcAjaxUrl'            => WC_AJAX::get_endpoint( '%%endpoint%%' ),
			'ajaxUrl'              => WC()->ajax_url(),
			'cartUrl'              => apply_filters( 'woocommerce_add_to_cart_redirect', wc_get_cart_url(), null ),
			'isCart'               => is_cart(),
			'cartRedirectAfterAdd' => 'yes' === get_option( 'woocommerce_cart_redirect_after_add' ),
			'cartHashKey'          => apply_filters( 'woocommerce_cart_hash_key', 'wc_cart_hash_' . md5( $site_key ) ),
			'fragmentName'         => apply_filters( 'woocommerce_cart_fragment_name', 'wc_fragments_' . md5( $site_key ) ),
			'storeApi'             => array(
				'root'  => untrailingslashit( rest_url( 'wc/store/v1' ) ),
				'nonce' => wp_create_nonce( 'wc_store_api' ),
			),
			'currency'             => array(
				'code'      => get_woocommerce_currency(),
				'minorUnit' => wc_get_price_decimals(),
			),
			'locale'               => str_replace( '_', '-', determine_locale() ),
			'reviewRatingRequired' => wc_review_ratings_required(),
			'productGallery'       => array(
				'zoom'          => (bool) apply_filters( 'woocommerce_single_product_zoom_enabled', get_theme_support( 'wc-product-gallery-zoom' ) ),
				'viewer'        => (bool) apply_filters( 'woocommerce_single_product_photoswipe_enabled', get_theme_support( 'wc-product-gallery-lightbox' ) ),
				'zoomDuration'  => self::milliseconds( $zoom_options, 'duration', 120 ),
				'slideDuration' => self::milliseconds( $carousel_options, 'animationSpeed', 500 ),
				'viewerIdle'    => self::milliseconds( $viewer_options, 'timeToIdle', 4000 ),
			),
			'i18n'                 => self::strings(),
		);
		if ( Fondant_Builder_Config::asked() ) {
			$config = array_merge( $config, Fondant_Builder_Config::values() );
		}

		/**
		 * The configuration printed in #fondant-config (see Fondant's README, "Configuration").
		 *
		 * @param array $config The configuration built from WooCommerce's settings.
		 */
		return (array) apply_filters( 'fondant_config', $config );
	}

	/**
	 * The strings Fondant shows that WooCommerce has its own wording (and translations) for, under the keys
	 * of Fondant's string catalogue. Placeholders use Fondant's `{name}` form.
	 *
	 * @return array<string, string>
	 */
	private static function strings() {
		$quoted_name = sprintf( _x( '&ldquo;%s&rdquo;', 'Item name in quotes', 'woocommerce' ), '{name}' );
		$strings     = array(
			'viewCart'               => __( 'View cart', 'woocommerce' ),
			/* translators: %s: product name */
			'productAdded'           => sprintf( _n( '%s has been added to your cart.', '%s have been added to your cart.', 1, 'woocommerce' ), $quoted_name ),
			'ratingRequired'         => __( 'Please select a rating', 'woocommerce' ),
			'ratingOption1'          => __( '1 of 5 stars', 'woocommerce' ),
			'ratingOption2'          => __( '2 of 5 stars', 'woocommerce' ),
			'ratingOption3'          => __( '3 of 5 stars', 'woocommerce' ),
			'ratingOption4'          => __( '4 of 5 stars', 'woocommerce' ),
			'ratingOption5'          => __( '5 of 5 stars', 'woocommerce' ),
			'variationNoMatch'       => __( 'Sorry, no products matched your selection. Please choose a different combination.', 'woocommerce' ),
			'variationMakeSelection' => __( 'Please select some product options before adding this product to your cart.', 'woocommerce' ),
			'variationUnavailable'   => __( 'Sorry, this product is unavailable. Please choose a different combination.', 'woocommerce' ),
			'variationResetAlert'    => __( 'Your selection has been reset. Please select some product options before adding this product to your cart.', 'woocommerce' ),
			'galleryTrigger'         => __( 'View full-screen image gallery', 'woocommerce' ),
			'viewerClose'            => __( 'Close (Esc)', 'woocommerce' ),
			'viewerNext'             => __( 'Next (arrow right)', 'woocommerce' ),
			'viewerPrevious'         => __( 'Previous (arrow left)', 'woocommerce' ),
			'viewerZoom'             => __( 'Zoom in/out', 'woocommerce' ),
		);
		// Fondant sets these as text, never as HTML: entities become characters.
		return array_map(
			static function ( $text ) {
				return html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
			},
			$strings
		);
	}

	/**
	 * A duration from a WooCommerce options array, in whole milliseconds.
	 *
	 * @param array  $options  The filtered options.
	 * @param string $key      The option's key.
	 * @param int    $fallback The default when the option is absent or not a number.
	 * @return int
	 */
	private static function milliseconds( $options, $key, $fallback ) {
		return isset( $options[ $key ] ) && is_numeric( $options[ $key ] ) ? max( 0, (int) $options[ $key ] ) : $fallback;
	}
}
