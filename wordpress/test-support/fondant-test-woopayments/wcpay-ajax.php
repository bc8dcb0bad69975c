<?php
/**
 * The WooPayments look-alike's admin-ajax actions (test support for `npm run test:real`, never shipped), answering
 * as WooPayments does:
 * - update_order_status (order_id, intent_id, should_save_payment_method; nonce wcpay_update_order_status_nonce):
 *   bare JSON `{"return_url": …}` once the order's 3-D Secure intent is confirmed (the order paid, the cart emptied,
 *   the card kept when asked), else `{"error": {"message": …}}`;
 * - create_setup_intent (wcpay-payment-method; nonce wcpay_create_setup_intent_nonce): `{success, data: {id, status,
 *   client_secret}}` remembered for the add-payment-method form, or a 400 `{success: false, data: {error: {message}}}`;
 * - save_upe_appearance (elements_location, appearance as JSON text; nonce wcpay_save_upe_appearance_nonce): keeps
 *   the appearance per visitor and location for the next page's `wcpay_upe_config`.
 *
 * @package Fondant
 */

defined( 'ABSPATH' ) || exit;

/**
 * A posted admin-ajax field.
 *
 * @param string $name Field name.
 * @return string
 */
function fondant_test_wcpay_ajax_field( $name ) {
	return isset( $_POST[ $name ] ) ? wc_clean( wp_unslash( $_POST[ $name ] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
}

/**
 * Echoes bare JSON and ends the request, as WooPayments' update_order_status does.
 *
 * @param array<string, mixed> $data The answer.
 */
function fondant_test_wcpay_echo_json( $data ) {
	echo wp_json_encode( $data );
	wp_die();
}

/**
 * The 3-D Secure intent was confirmed in the browser: the order is paid.
 */
function fondant_test_wcpay_update_order_status() {
	if ( ! check_ajax_referer( FONDANT_TEST_WCPAY_STATUS_NONCE, false, false ) ) {
		fondant_test_wcpay_echo_json( array( 'error' => array( 'message' => 'Nous ne sommes pas en mesure de traiter ce paiement. Veuillez actualiser la page et réessayer.' ) ) );
	}
	$order     = wc_get_order( absint( fondant_test_wcpay_ajax_field( 'order_id' ) ) );
	$intent_id = fondant_test_wcpay_ajax_field( 'intent_id' );
	if ( ! $order instanceof WC_Order || '' === $intent_id || $order->get_meta( '_intent_id' ) !== $intent_id ) {
		fondant_test_wcpay_echo_json( array( 'error' => array( 'message' => 'Nous ne sommes pas en mesure de traiter ce paiement. Veuillez réessayer plus tard.' ) ) );
	}
	if ( $order->needs_payment() ) {
		fondant_test_wcpay_charge( $order, $intent_id );
		$save = 'yes' === $order->get_meta( '_fondant_test_save_card' ) || 'true' === fondant_test_wcpay_ajax_field( 'should_save_payment_method' );
		if ( $save && is_user_logged_in() && FONDANT_TEST_WCPAY_CARD === $order->get_payment_method() ) {
			fondant_test_wcpay_save_card( get_current_user_id(), (string) $order->get_meta( '_payment_method_id' ) );
		}
		if ( WC()->cart ) {
			WC()->cart->empty_cart();
		}
	}
	fondant_test_wcpay_echo_json( array( 'return_url' => $order->get_checkout_order_received_url() ) );
}

/**
 * A setup intent for the add-payment-method form; its payment method is kept until the form is posted.
 */
function fondant_test_wcpay_create_setup_intent() {
	if ( ! check_ajax_referer( FONDANT_TEST_WCPAY_SETUP_NONCE, false, false ) ) {
		wp_send_json_error( array( 'error' => array( 'message' => 'Nous ne sommes pas en mesure d’ajouter ce moyen de paiement. Veuillez actualiser la page et réessayer.' ) ), 400 );
	}
	$payment_method_id = fondant_test_wcpay_ajax_field( 'wcpay-payment-method' );
	if ( '' === $payment_method_id ) {
		wp_send_json_error( array( 'error' => array( 'message' => 'Détails de paiement non valides ou manquants. Veuillez vous assurer que le moyen de paiement fourni est correctement saisi.' ) ), 400 );
	}
	$outcome = fondant_test_wcpay_outcome( $payment_method_id );
	if ( 'declined' === $outcome['kind'] ) {
		wp_send_json_error( array( 'error' => array( 'message' => $outcome['message'] ) ), 400 );
	}
	$intent = fondant_test_wcpay_new_intent( 'si' );
	set_transient(
		'fondant_test_wcpay_seti_' . $intent['id'],
		array(
			'payment_method' => $payment_method_id,
			'user'           => get_current_user_id(),
		),
		HOUR_IN_SECONDS
	);
	wp_send_json_success(
		array(
			'id'            => $intent['id'],
			'status'        => 'needs-action' === $outcome['kind'] ? 'requires_action' : 'succeeded',
			'client_secret' => $intent['client_secret'],
		),
		200
	);
}

/**
 * Keeps the Payment Element's appearance computed from the theme, per visitor and location.
 */
function fondant_test_wcpay_save_upe_appearance() {
	$refused  = array( 'error' => array( 'message' => 'Impossible de mettre à jour les valeurs d’apparence UPE pour le moment.' ) );
	$location = fondant_test_wcpay_ajax_field( 'elements_location' );
	if ( ! check_ajax_referer( FONDANT_TEST_WCPAY_LOOK_NONCE, false, false ) || ! in_array( $location, array( 'shortcode_checkout', 'add_payment_method' ), true ) ) {
		wp_send_json_error( $refused, 400 );
	}
	$appearance = json_decode( fondant_test_wcpay_ajax_field( 'appearance' ) );
	if ( null !== $appearance ) {
		set_transient( 'fondant_test_wcpay_look_' . $location . '_' . fondant_test_wcpay_visitor_key(), $appearance, DAY_IN_SECONDS );
	}
	wp_send_json_success( $appearance, 200 );
}
