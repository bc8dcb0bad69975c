/**
 * Fondant's jQuery compatibility: the jQuery API of the legacy WooCommerce scripts Fondant replaces, for the
 * scripts that remain on the page and call it. WordPress loads this file (and jQuery) only when such a script
 * is on the page. Fondant itself needs none of it.
 */
( function ( $ ) {
	'use strict';

	if ( ! $ ) {
		return;
	}

	// woocommerce.js: scroll to the notices (cart and checkout scripts call it after their updates).
	if ( 'function' !== typeof $.scroll_to_notices ) {
		$.scroll_to_notices = function ( scrollElement ) {
			if ( scrollElement && scrollElement.length ) {
				var reduced = window.matchMedia && window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches;
				$( 'html, body' ).animate( { scrollTop: scrollElement.offset().top - 100 }, reduced ? 0 : 1000 );
			}
		};
	}

	// add-to-cart-variation.js: the form and gallery are upgraded by Fondant; these initialisers do nothing.
	$.each( [ 'wc_variation_form', 'wc_product_gallery', 'wc_variations_image_update', 'wc_variations_image_reset' ], function ( index, name ) {
		if ( 'function' !== typeof $.fn[ name ] ) {
			$.fn[ name ] = function () {
				return this;
			};
		}
	} );

	// add-to-cart-variation.js: content and attributes that remember their original value.
	if ( 'function' !== typeof $.fn.wc_set_content ) {
		$.fn.wc_set_content = function ( content ) {
			if ( undefined === this.attr( 'data-o_content' ) ) {
				this.attr( 'data-o_content', this.text() );
			}
			this.text( content );
		};
		$.fn.wc_reset_content = function () {
			if ( undefined !== this.attr( 'data-o_content' ) ) {
				this.text( this.attr( 'data-o_content' ) );
			}
		};
		$.fn.wc_set_variation_attr = function ( attr, value ) {
			if ( undefined === this.attr( 'data-o_' + attr ) ) {
				this.attr( 'data-o_' + attr, ! this.attr( attr ) ? '' : this.attr( attr ) );
			}
			if ( false === value ) {
				this.removeAttr( attr );
			} else {
				this.attr( attr, value );
			}
		};
		$.fn.wc_reset_variation_attr = function ( attr ) {
			if ( undefined !== this.attr( 'data-o_' + attr ) ) {
				this.attr( attr, this.attr( 'data-o_' + attr ) );
			}
		};
	}
}( window.jQuery ) );
