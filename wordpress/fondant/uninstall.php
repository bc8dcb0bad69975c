<?php
/**
 * Uninstall: Fondant stores no option, transient, table, file or user meta of its own, so there is nothing to
 * delete; the settings it prints come from WooCommerce on every request. This file exists so that an uninstall
 * runs no plugin code beyond this check.
 *
 * @package Fondant
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;
