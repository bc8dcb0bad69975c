<?php
/**
 * Test support for `npm run test:real` (never shipped in the plugin zip): runs one WordPress action on the real
 * shop through its own wp-load.php, as the PHP CLI, and prints a JSON answer.
 *
 * Usage: php realwc-cli.php ROOT activate|deactivate|status
 *        php realwc-cli.php ROOT store-notice TEXT   (shows the store notice; prints the options it replaced)
 *        php realwc-cli.php ROOT restore-options JSON (puts options back as `store-notice` printed them)
 *        php realwc-cli.php ROOT order-attribution ID (the order's `_wc_order_attribution_*` meta, unprefixed)
 *        php realwc-cli.php ROOT order-payment ID (the order's status, payment method, charges, WooPayments meta and notes)
 *        php realwc-cli.php ROOT fresh-customer LOGIN (a customer LOGIN in Lyon, made anew: prints id, login, password)
 *
 * @package Fondant
 */

if ( 'cli' !== PHP_SAPI || $argc < 3 ) {
	fwrite( STDERR, "usage: php realwc-cli.php ROOT command [argument]\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite
	exit( 2 );
}

$fondant_root = rtrim( $argv[1], '/' );
$_SERVER['HTTP_HOST'] = 'localhost'; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
require $fondant_root . '/www/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/user.php';
wp_set_current_user( 1 );

$fondant_command = $argv[2];
$fondant_arg     = isset( $argv[3] ) ? $argv[3] : '';
$fondant_answer  = array();

switch ( $fondant_command ) {
	case 'activate':
		$fondant_result = activate_plugin( 'fondant/fondant.php' );
		if ( is_wp_error( $fondant_result ) ) {
			fwrite( STDERR, $fondant_result->get_error_message() . "\n" ); // phpcs:ignore
			exit( 1 );
		}
		$fondant_answer['active'] = is_plugin_active( 'fondant/fondant.php' );
		break;
	case 'deactivate':
		deactivate_plugins( 'fondant/fondant.php', true );
		$fondant_answer['active'] = is_plugin_active( 'fondant/fondant.php' );
		break;
	case 'status':
		$fondant_answer['active'] = is_plugin_active( 'fondant/fondant.php' );
		break;
	case 'store-notice':
		$fondant_answer = array(
			'woocommerce_demo_store'        => get_option( 'woocommerce_demo_store', 'no' ),
			'woocommerce_demo_store_notice' => get_option( 'woocommerce_demo_store_notice', '' ),
		);
		update_option( 'woocommerce_demo_store', 'yes' );
		update_option( 'woocommerce_demo_store_notice', $fondant_arg );
		break;
	case 'restore-options':
		$fondant_options = json_decode( $fondant_arg, true );
		foreach ( (array) $fondant_options as $fondant_name => $fondant_value ) {
			if ( in_array( $fondant_name, array( 'woocommerce_demo_store', 'woocommerce_demo_store_notice' ), true ) ) {
				update_option( $fondant_name, $fondant_value );
			}
		}
		$fondant_answer = $fondant_options;
		break;
	case 'order-attribution':
		$fondant_order = wc_get_order( absint( $fondant_arg ) );
		if ( ! $fondant_order ) {
			fwrite( STDERR, "no order $fondant_arg\n" ); // phpcs:ignore
			exit( 1 );
		}
		foreach ( $fondant_order->get_meta_data() as $fondant_meta ) {
			$fondant_key = $fondant_meta->get_data()['key'];
			if ( 0 === strpos( $fondant_key, '_wc_order_attribution_' ) ) {
				$fondant_answer[ substr( $fondant_key, strlen( '_wc_order_attribution_' ) ) ] = $fondant_meta->get_data()['value'];
			}
		}
		break;
	case 'order-payment':
		$fondant_order = wc_get_order( absint( $fondant_arg ) );
		if ( ! $fondant_order ) {
			fwrite( STDERR, "no order $fondant_arg\n" ); // phpcs:ignore
			exit( 1 );
		}
		$fondant_answer = array(
			'status'                 => $fondant_order->get_status(),
			'payment_method'         => $fondant_order->get_payment_method(),
			'charges'                => (int) $fondant_order->get_meta( '_fondant_test_charges' ),
			'payment_method_id'      => $fondant_order->get_meta( '_payment_method_id' ),
			'fraud_prevention_token' => $fondant_order->get_meta( '_wcpay_fraud_prevention_token' ),
			'notes'                  => array_values( array_map( static fn( $note ) => $note->content, wc_get_order_notes( array( 'order_id' => $fondant_order->get_id(), 'order' => 'ASC' ) ) ) ),
		);
		break;
	case 'fresh-customer':
		$fondant_login = sanitize_user( $fondant_arg );
		$fondant_user  = get_user_by( 'login', $fondant_login );
		if ( $fondant_user ) {
			foreach ( WC_Payment_Tokens::get_customer_tokens( $fondant_user->ID ) as $fondant_token ) {
				WC_Payment_Tokens::delete( $fondant_token->get_id() );
			}
			wp_delete_user( $fondant_user->ID );
		}
		$fondant_password = wp_generate_password( 20, false );
		$fondant_user_id  = wc_create_new_customer( $fondant_login . '@example.fr', $fondant_login, $fondant_password, array( 'first_name' => 'Camille', 'last_name' => 'Martin' ) );
		if ( is_wp_error( $fondant_user_id ) ) {
			fwrite( STDERR, $fondant_user_id->get_error_message() . "\n" ); // phpcs:ignore
			exit( 1 );
		}
		$fondant_customer = new WC_Customer( $fondant_user_id );
		$fondant_customer->set_props(
			array(
				'billing_first_name' => 'Camille',
				'billing_last_name'  => 'Martin',
				'billing_address_1'  => '12 rue des Lilas',
				'billing_postcode'   => '69002',
				'billing_city'       => 'Lyon',
				'billing_country'    => 'FR',
				'billing_phone'      => '0612345678',
				'billing_email'      => $fondant_login . '@example.fr',
			)
		);
		$fondant_customer->save();
		$fondant_answer = array(
			'id'       => $fondant_user_id,
			'login'    => $fondant_login,
			'password' => $fondant_password,
		);
		break;
	default:
		fwrite( STDERR, "unknown command $fondant_command\n" ); // phpcs:ignore
		exit( 2 );
}

echo wp_json_encode( $fondant_answer ) . "\n";
