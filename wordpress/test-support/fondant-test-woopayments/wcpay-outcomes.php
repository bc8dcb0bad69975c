<?php
/**
 * What the WooPayments look-alike's "Stripe" does (test support for `npm run test:real`, never shipped): Stripe's test
 * payment method ids name the outcome (any other `pm_…` pays), 3-D Secure ids leave an intent awaiting the shopper,
 * a paid order counts its charges (`_fondant_test_charges`, so a spec can tell a double charge), a saved card is the
 * test Visa 4242 expiring 12/30, and the visitor a per-visitor value belongs to.
 *
 * @package Fondant
 */

defined( 'ABSPATH' ) || exit;

/**
 * Billing countries SEPA direct debit accepts (WooPayments' list).
 */
const FONDANT_TEST_WCPAY_SEPA_COUNTRIES = array( 'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'CH', 'GB', 'SM', 'VA', 'AD', 'MC', 'LI', 'NO', 'IS' );

/**
 * The outcome of paying with a Stripe test payment method id.
 *
 * @param string $payment_method_id A `pm_…` id.
 * @return array{kind: string, message?: string, intent?: string, fragment_in?: string}
 */
function fondant_test_wcpay_outcome( $payment_method_id ) {
	$outcomes = array(
		'pm_card_visa_chargeDeclined'       => array(
			'kind'    => 'declined',
			'message' => 'Erreur : Votre carte a été refusée.',
		),
		'pm_card_failureResult'             => array(
			'kind'    => 'declined',
			'message' => 'Erreur : le paiement a échoué, la banque n’a pas répondu.',
		),
		'pm_card_threeDSecure2Required'     => array(
			'kind'        => 'needs-action',
			'intent'      => 'pi',
			'fragment_in' => 'redirect',
		),
		'pm_card_threeDSecureInRedirectUrl' => array(
			'kind'        => 'needs-action',
			'intent'      => 'pi',
			'fragment_in' => 'return-url',
		),
		'pm_card_setupIntent'               => array(
			'kind'        => 'needs-action',
			'intent'      => 'si',
			'fragment_in' => 'redirect',
		),
	);
	return isset( $outcomes[ $payment_method_id ] ) ? $outcomes[ $payment_method_id ] : array( 'kind' => 'paid' );
}

/**
 * A new intent id and its client secret: pi_<24 hex>_secret_<24 alphanumerics>, or seti_… for a setup intent.
 *
 * @param string $kind 'pi' or 'si'.
 * @return array{id: string, client_secret: string}
 */
function fondant_test_wcpay_new_intent( $kind ) {
	$id = ( 'si' === $kind ? 'seti_' : 'pi_' ) . bin2hex( random_bytes( 12 ) );
	return array(
		'id'            => $id,
		'client_secret' => $id . '_secret_' . wp_generate_password( 24, false ),
	);
}

/**
 * Marks the order paid once more: card orders go processing (WooCommerce's payment_complete), SEPA debits on-hold
 * until the bank confirms, as WooPayments does.
 *
 * @param WC_Order $order     The order.
 * @param string   $intent_id The payment's id.
 */
function fondant_test_wcpay_charge( WC_Order $order, $intent_id ) {
	$order->update_meta_data( '_fondant_test_charges', (int) $order->get_meta( '_fondant_test_charges' ) + 1 );
	$order->update_meta_data( '_intent_id', $intent_id );
	if ( FONDANT_TEST_WCPAY_SEPA === $order->get_payment_method() ) {
		$order->set_transaction_id( $intent_id );
		$order->update_status( 'on-hold', 'Prélèvement SEPA en attente de la banque (test).' );
		return;
	}
	$order->payment_complete( $intent_id );
}

/**
 * Saves the test card (Visa 4242, 12/30) for a customer, once per payment method id.
 *
 * @param int    $user_id           The customer.
 * @param string $payment_method_id The `pm_…` id the token keeps.
 * @return WC_Payment_Token_CC
 */
function fondant_test_wcpay_save_card( $user_id, $payment_method_id ) {
	foreach ( WC_Payment_Tokens::get_customer_tokens( $user_id, FONDANT_TEST_WCPAY_CARD ) as $existing ) {
		if ( $existing instanceof WC_Payment_Token_CC && $existing->get_token() === $payment_method_id ) {
			return $existing;
		}
	}
	$token = new WC_Payment_Token_CC();
	$token->set_token( $payment_method_id );
	$token->set_gateway_id( FONDANT_TEST_WCPAY_CARD );
	$token->set_card_type( 'visa' );
	$token->set_last4( '4242' );
	$token->set_expiry_month( '12' );
	$token->set_expiry_year( '2030' );
	$token->set_user_id( $user_id );
	$token->save();
	return $token;
}

/**
 * The visitor a per-visitor value belongs to: the customer, else the WooCommerce session's guest.
 *
 * @return string
 */
function fondant_test_wcpay_visitor_key() {
	if ( is_user_logged_in() ) {
		return 'user-' . get_current_user_id();
	}
	return WC()->session ? 'guest-' . WC()->session->get_customer_id() : 'guest';
}
