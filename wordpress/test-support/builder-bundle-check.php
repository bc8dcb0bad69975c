<?php
/**
 * Test support for `npm run test:real` (never shipped): checks the page builder's bundle decision
 * (Fondant_Builder_Page on made-up markup, Fondant_Builder_Bundle on a fresh WP_Scripts registry with made-up handles
 * and a page echoed into its recording buffer), with the coverage table of the plugin installed in the real shop
 * (the plugin must be active). Prints one line per check and exits 1 when one fails.
 *
 * Usage: php builder-bundle-check.php ROOT
 *
 * @package Fondant
 */

if ( 'cli' !== PHP_SAPI || $argc < 2 ) {
	exit( 2 );
}
$_SERVER['HTTP_HOST'] = 'localhost'; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
require rtrim( $argv[1], '/' ) . '/www/wp-load.php';

if ( ! class_exists( 'Fondant_Builder_Bundle' ) ) {
	echo "FAIL the Fondant plugin is not active\n";
	exit( 1 );
}
$fondant_coverage = json_decode( (string) file_get_contents( FONDANT_DIR . 'dist/builder-coverage.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
if ( ! is_array( $fondant_coverage ) ) {
	echo "FAIL no dist/builder-coverage.json in the installed plugin\n";
	exit( 1 );
}

$fondant_failures = 0;

/**
 * Reports one check.
 *
 * @param string $label    What is checked.
 * @param mixed  $actual   Found.
 * @param mixed  $expected Wanted.
 */
function fondant_check( $label, $actual, $expected ) {
	global $fondant_failures;
	$ok = $actual === $expected;
	if ( ! $ok ) {
		++$fondant_failures;
	}
	echo ( $ok ? 'ok   ' : 'FAIL ' ) . $label . ( $ok ? '' : ': ' . wp_json_encode( $actual ) . ' instead of ' . wp_json_encode( $expected ) ) . "\n";
}

/**
 * A page: the body tag with its classes, then the markup.
 *
 * @param string $body_classes The body's classes.
 * @param string $markup       The content.
 * @return string
 */
function fondant_page( $body_classes, $markup ) {
	return '<html><head><title>t</title></head><body class="' . $body_classes . '">' . $markup . '</body></html>';
}

/**
 * Builder modules Fondant provides: a section, a row, a column, a text, an accordion item, tabs, a button and its wrapper.
 */
define(
	'FONDANT_CHECK_COVERED',
	'<div class="et_pb_section et_pb_section_0 et_section_regular"><div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4 et_pb_column_0 et-last-child">'
	. '<div class="et_pb_module et_pb_text et_pb_text_0 et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner"><p>Texte</p></div></div>'
	. '<div class="et_pb_module et_pb_accordion et_pb_accordion_0"><div class="et_pb_toggle et_pb_module et_pb_accordion_item et_pb_accordion_item_0 et_pb_toggle_open"><h3 class="et_pb_toggle_title">Q</h3></div></div>'
	. '<div class="et_pb_module et_pb_tabs et_pb_tabs_0"><div class="et_pb_tab et_pb_tab_0 clearfix et_pb_active_content">T</div></div>'
	. '<div class="et_pb_button_module_wrapper et_pb_button_0_wrapper et_pb_module"><a class="et_pb_button et_pb_button_0 et_pb_bg_layout_light" href="/shop/">Boutique</a></div>'
	. '</div></div></div>'
);

$fondant_uncovered = static function ( $body_classes, $markup ) use ( $fondant_coverage ) {
	return Fondant_Builder_Page::uncovered( fondant_page( $body_classes, $markup ), $fondant_coverage );
};

// The page's markup against the table.
fondant_check( 'modules Fondant provides, CSS-only body classes: covered', $fondant_uncovered( 'page et_pb_pagebuilder_layout et_pb_gutters3 et_primary_nav_dropdown_animation_fade et_pb_footer_columns4', FONDANT_CHECK_COVERED ), array() );
fondant_check( 'a module the table does not know keeps the bundle', $fondant_uncovered( 'page', FONDANT_CHECK_COVERED . '<div class="et_pb_module et_pb_pricing_tables et_pb_pricing_tables_0"></div>' ), array( 'module et_pb_pricing_tables' ) );
fondant_check( 'an extension\'s module keeps the bundle', $fondant_uncovered( 'page', '<div class="et_pb_module dsm_flipbox dsm_flipbox_0"></div>' ), array( 'module dsm_flipbox' ) );
fondant_check( 'a module with no order class keeps the bundle', $fondant_uncovered( 'page', '<div class="et_pb_module custom_box"></div>' ), array( 'module of classes et_pb_module custom_box' ) );
fondant_check( 'the blog\'s list layout is covered', $fondant_uncovered( 'page', '<div class="et_pb_module et_pb_posts et_pb_blog_0 et_pb_bg_layout_light"><div class="et_pb_ajax_pagination_container"><article class="et_pb_post clearfix et_pb_blog_item_0_0"></article></div></div>' ), array() );
fondant_check( 'the blog\'s grid layout is not (Salvattore)', $fondant_uncovered( 'page', '<div class="et_pb_module et_pb_blog_0 et_pb_blog_grid_wrapper"><div class="et_pb_blog_grid clearfix"><div class="et_pb_salvattore_content" data-columns></div></div></div>' ), array( 'module et_pb_blog in this layout', 'the blog grid\'s column layout (Salvattore)' ) );
fondant_check( 'a Theme Builder footer\'s text module is covered', $fondant_uncovered( 'page', '<div class="et_pb_module et_pb_text et_pb_text_0_tb_footer"></div>' ), array() );
fondant_check( 'a gallery grid is covered, with its lightbox', $fondant_uncovered( 'page', '<div class="et_pb_module et_pb_gallery et_pb_gallery_0 et_pb_gallery_grid"><div class="et_pb_gallery_items et_post_gallery clearfix"></div></div>' ), array() );
fondant_check( 'an unknown builder body class keeps the bundle', $fondant_uncovered( 'page et_some_new_option', '' ), array( 'body class et_some_new_option' ) );
fondant_check( 'the split header keeps the bundle', $fondant_uncovered( 'page et_header_style_split', '' ), array( 'the split header: the logo moved into the menu by the theme\'s script' ) );
fondant_check( 'a full-width page is covered, a full-width builder post is not', array( $fondant_uncovered( 'page et_pb_pagebuilder_layout et_full_width_page', '' ), count( $fondant_uncovered( 'single et_pb_pagebuilder_layout et_full_width_page', '' ) ) ), array( array(), 1 ) );
fondant_check( 'an embedded player keeps the bundle (fitVids)', $fondant_uncovered( 'page', '<div class="et_pb_module et_pb_code et_pb_code_0"><iframe src="https://www.youtube.com/embed/x"></iframe></div>' ), array( 'embedded players made responsive by fitVids' ) );
fondant_check( 'a row of quarter columns keeps the bundle', $fondant_uncovered( 'page', '<div class="et_pb_column et_pb_column_1_4 et_pb_column_0"></div>' ), array( 'rows of quarter columns: the row\'s column-count class comes from the theme\'s script' ) );
fondant_check( 'a comment form keeps the bundle', $fondant_uncovered( 'page', '<form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form"></form>' ), array( 'comment form labels turned into field values' ) );
fondant_check( 'the header cart count on the cart page only', array( $fondant_uncovered( 'page', '<a class="et-cart-info" href="/cart/"></a>' ), count( $fondant_uncovered( 'page', '<a class="et-cart-info"></a><form class="woocommerce-cart-form"></form>' ) ) ), array( array(), 1 ) );
fondant_check( 'a page without a body tag is not read', Fondant_Builder_Page::uncovered( '<div class="et_pb_text_0"></div>', $fondant_coverage ), array( 'no <body> tag seen' ) );

/**
 * A fresh registry with the bundle (`divi-custom-script`, in the footer, `et_pb_custom` localized), two of its
 * libraries, and the given extra scripts enqueued; the decision's state reset.
 *
 * @param array<string, string[]> $extra Handle => dependencies, enqueued in the footer.
 * @return WP_Scripts
 */
function fondant_check_registry( $extra = array() ) {
	foreach ( array( 'level' => 0, 'flushed' => '', 'closed' => false, 'recording' => false, 'decided_at' => 0, 'forced' => false, 'replaced' => array(), 'dequeued' => array() ) as $property => $value ) {
		$reflection = new ReflectionProperty( 'Fondant_Builder_Bundle', $property );
		$reflection->setAccessible( true );
		$reflection->setValue( null, $value );
	}
	$scripts               = new WP_Scripts();
	$GLOBALS['wp_scripts'] = $scripts;
	$scripts->add( 'jquery', '/jquery.js' );
	$scripts->add( 'divi-custom-script', '/themes/Divi/js/scripts.min.js', array( 'jquery' ), '4.20.0', 1 );
	$scripts->add_data( 'divi-custom-script', 'group', 1 );
	$scripts->localize( 'divi-custom-script', 'et_pb_custom', array( 'next' => 'Suivant' ) );
	$scripts->localize( 'divi-custom-script', 'DIVI', array( 'item_count' => '%d Item' ) );
	$scripts->add( 'magnific-popup', '/magnific-popup.js', array( 'jquery' ) );
	$scripts->add( 'fitvids', '/fitvids.js', array( 'jquery' ) );
	$scripts->enqueue( array( 'divi-custom-script', 'magnific-popup', 'fitvids' ) );
	foreach ( $extra as $handle => $deps ) {
		$scripts->add( $handle, '/' . $handle . '.js', $deps );
		$scripts->enqueue( $handle );
	}
	return $scripts;
}

/**
 * Runs the decision on a page: opens the recording buffer, echoes the page, decides; returns the reasons the filter
 * saw and what was printed.
 *
 * @param string        $page   The page's HTML.
 * @param callable|null $inside Runs after the page is echoed, before the decision (opens a buffer, say).
 * @return array{reasons: string[], output: string}
 */
function fondant_check_decide( $page, $inside = null ) {
	$seen   = array();
	$filter = static function ( $replace, $reasons ) use ( &$seen ) {
		$seen = $reasons;
		return $replace;
	};
	add_filter( 'fondant_replace_builder_bundle', $filter, 10, 2 );
	ob_start();
	$level = ob_get_level();
	Fondant_Builder_Bundle::start_recording();
	echo $page; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	if ( $inside ) {
		$inside();
	}
	Fondant_Builder_Bundle::decide();
	while ( ob_get_level() > $level ) {
		ob_end_flush();
	}
	$output = (string) ob_get_clean();
	remove_filter( 'fondant_replace_builder_bundle', $filter, 10 );
	return array(
		'reasons' => $seen,
		'output'  => $output,
	);
}

Fondant_Builder_Bundle::init( $fondant_coverage );
$fondant_covered_page = fondant_page( 'page et_pb_pagebuilder_layout', FONDANT_CHECK_COVERED );

$fondant_scripts = fondant_check_registry();
$fondant_result  = fondant_check_decide( $fondant_covered_page );
fondant_check( 'a covered page: no reason', $fondant_result['reasons'], array() );
fondant_check( 'the bundle loses its source and dependencies', array( $fondant_scripts->registered['divi-custom-script']->src, $fondant_scripts->registered['divi-custom-script']->deps ), array( false, array() ) );
fondant_check( 'the bundle stays enqueued (its localized data prints)', in_array( 'divi-custom-script', $fondant_scripts->queue, true ), true );
fondant_check( 'its libraries are dequeued', array( in_array( 'magnific-popup', $fondant_scripts->queue, true ), in_array( 'fitvids', $fondant_scripts->queue, true ) ), array( false, false ) );
fondant_check( 'the page went through untouched', $fondant_result['output'], $fondant_covered_page );

$fondant_scripts = fondant_check_registry();
$fondant_result  = fondant_check_decide( fondant_page( 'page', FONDANT_CHECK_COVERED . '<div class="et_pb_module et_pb_pricing_tables et_pb_pricing_tables_0"></div>' ) );
fondant_check( 'an uncovered page keeps the bundle whole', array( $fondant_result['reasons'], $fondant_scripts->registered['divi-custom-script']->src, in_array( 'magnific-popup', $fondant_scripts->queue, true ) ), array( array( 'module et_pb_pricing_tables' ), '/themes/Divi/js/scripts.min.js', true ) );

$fondant_scripts = fondant_check_registry( array( 'child-theme' => array( 'divi-custom-script' ) ) );
$fondant_result  = fondant_check_decide( $fondant_covered_page );
fondant_check( 'a script depending on the bundle keeps it', array( $fondant_result['reasons'], $fondant_scripts->registered['divi-custom-script']->src ), array( array( 'script child-theme depends on the bundle' ), '/themes/Divi/js/scripts.min.js' ) );

$fondant_scripts = fondant_check_registry( array( 'et-builder-modules-script-motion' => array( 'jquery' ) ) );
fondant_check( 'the motion effects script keeps the bundle', fondant_check_decide( $fondant_covered_page )['reasons'], array( 'script et-builder-modules-script-motion' ) );

$fondant_scripts = fondant_check_registry();
$fondant_scripts->add_inline_script( 'divi-custom-script', 'et_pb_init_modules();' );
fondant_check( 'an inline script attached to the bundle keeps it', fondant_check_decide( $fondant_covered_page )['reasons'], array( 'inline script attached to divi-custom-script' ) );

$fondant_scripts = fondant_check_registry();
$fondant_scripts->localize( 'divi-custom-script', 'et_pb_box_shadow_elements', array( '.et_pb_section_0' ) );
fondant_check( 'data the bundle alone reads keeps it', fondant_check_decide( $fondant_covered_page )['reasons'], array( 'divi-custom-script localizes et_pb_box_shadow_elements' ) );

$fondant_scripts = fondant_check_registry();
$fondant_result  = fondant_check_decide(
	$fondant_covered_page,
	static function () {
		ob_start(); // Another plugin's buffer, still open at the footer.
	}
);
fondant_check( 'a page that cannot be read keeps the bundle', array( $fondant_result['reasons'], $fondant_scripts->registered['divi-custom-script']->src ), array( array( 'the page could not be read (output buffer)' ), '/themes/Divi/js/scripts.min.js' ) );

$fondant_force = static function () {
	return true;
};
add_filter( 'fondant_replace_builder_bundle', $fondant_force, 20 );
$fondant_scripts = fondant_check_registry();
fondant_check_decide( fondant_page( 'page', '<div class="et_pb_module et_pb_pricing_tables et_pb_pricing_tables_0"></div>' ) );
fondant_check( 'the filter forces the replacement', $fondant_scripts->registered['divi-custom-script']->src, false );
remove_filter( 'fondant_replace_builder_bundle', $fondant_force, 20 );

// Markup printed after the footer scripts: covered, nothing more; uncovered, the bundle and its libraries print.
foreach ( array( 'covered' => '<div class="et_pb_module et_pb_text et_pb_text_9"></div>', 'uncovered' => '<div class="et_pb_module et_pb_pricing_tables et_pb_pricing_tables_1"></div>' ) as $fondant_case => $fondant_late ) {
	$fondant_scripts = fondant_check_registry();
	$fondant_scripts->done[] = 'jquery';
	ob_start();
	$fondant_level = ob_get_level();
	Fondant_Builder_Bundle::start_recording();
	echo $fondant_covered_page; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	Fondant_Builder_Bundle::decide();
	echo $fondant_late; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	Fondant_Builder_Bundle::check_late_markup();
	while ( ob_get_level() > $fondant_level ) {
		ob_end_flush();
	}
	$fondant_output = (string) ob_get_clean();
	$fondant_tags   = preg_match_all( '/<script[^>]* id=[\'"](divi-custom-script|magnific-popup|fitvids)-js[\'"]/', $fondant_output, $fondant_found ) ? $fondant_found[1] : array();
	fondant_check( 'late markup, ' . $fondant_case . ': the scripts printed after it', $fondant_tags, 'covered' === $fondant_case ? array() : array( 'fitvids', 'magnific-popup', 'divi-custom-script' ) ); // The libraries in the table's order, then the bundle.
}

// A builder script the table does not know (under the builder's folder) keeps the bundle.
define( 'ET_BUILDER_URI', home_url( '/wp-content/themes/Divi/includes/builder' ) );
$fondant_scripts = fondant_check_registry();
$fondant_scripts->add( 'et-new-feature', ET_BUILDER_URI . '/feature/new.js', array( 'jquery' ) );
$fondant_scripts->enqueue( 'et-new-feature' );
fondant_check( 'an unknown builder script keeps the bundle', fondant_check_decide( $fondant_covered_page )['reasons'], array( 'builder script et-new-feature' ) );

echo $fondant_failures ? "$fondant_failures failed\n" : "all passed\n";
exit( $fondant_failures ? 1 : 0 );
