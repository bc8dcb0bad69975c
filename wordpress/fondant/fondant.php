<?php
/**
 * Plugin Name:       Fondant
 * Description:       Progressive-enhancement widgets for classic WooCommerce storefronts, without jQuery: one script module upgrades the stock markup and replaces the legacy WooCommerce scripts whose behaviour it provides.
 * Version:           0.1.0
 * Requires at least: 6.5
 * Requires PHP:      7.4
 * Requires Plugins:  woocommerce
 * License:           GPL-2.0-or-later
 * Text Domain:       fondant
 *
 * @package Fondant
 */

defined( 'ABSPATH' ) || exit;

define( 'FONDANT_VERSION', '0.1.0' );
define( 'FONDANT_FILE', __FILE__ );
define( 'FONDANT_DIR', plugin_dir_path( __FILE__ ) );

require_once FONDANT_DIR . 'includes/class-fondant-config.php';
require_once FONDANT_DIR . 'includes/class-fondant-builder-config.php';
require_once FONDANT_DIR . 'includes/class-fondant-builder-page.php';
require_once FONDANT_DIR . 'includes/class-fondant-builder-bundle.php';
require_once FONDANT_DIR . 'includes/class-fondant-legacy-scripts.php';
require_once FONDANT_DIR . 'includes/class-fondant-jquery-watch.php';
require_once FONDANT_DIR . 'includes/class-fondant-assets.php';
require_once FONDANT_DIR . 'includes/class-fondant-trusted-types.php';

Fondant_Assets::init();
Fondant_Trusted_Types::init();
