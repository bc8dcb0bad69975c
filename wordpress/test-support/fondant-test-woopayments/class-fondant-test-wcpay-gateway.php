<?php
/**
 * The WooPayments look-alike's card gateway `woocommerce_payments` (test support for `npm run test:real`, never
 * shipped): WooPayments' classic payment fields, and a process_payment() that plays Stripe's test payment method ids
 * (wcpay-outcomes.php) the way WooPayments answers WooCommerce's checkout and pay-for-order form.
 *
 * @package Fondant
 */

defined( 'ABSPATH' ) || exit;

/**
 * « Carte de crédit / de débit »: reusable, so saved cards, a save checkbox and the add-payment-method form.
 */
class Fondant_Test_WCPay_Gateway extends WC_Payment_Gateway {

	/**
	 * Stripe's payment method type: `card` or `sepa_debit`.
	 *
	 * @var string
	 */
	protected $stripe_type = 'card';

	/**
	 * Names the gateway; on for every visitor with the cookie (nothing is read from or written to the options).
	 */
	public function __construct() {
		$this->id                 = FONDANT_TEST_WCPAY_CARD;
		$this->method_title       = 'WooPayments (Fondant test look-alike)';
		$this->method_description = 'Test support for npm run test:real: WooPayments’ markup and answers, no real payment.';
		$this->title              = 'Carte de crédit / de débit';
		$this->has_fields         = true;
		$this->supports           = array( 'products', 'tokenization', 'add_payment_method' );
		$this->enabled            = 'yes';
	}

	/**
	 * Whether a customer may keep this payment method for later.
	 *
	 * @return bool
	 */
	protected function is_reusable() {
		return 'card' === $this->stripe_type;
	}

	/**
	 * WooPayments' test-mode line.
	 *
	 * @return string
	 */
	protected function testing_instructions() {
		return 'Mode test : utilisez la carte de test <strong>4242 4242 4242 4242</strong> avec une date d’expiration future et n’importe quel code de sécurité.';
	}

	/**
	 * WooPayments' classic payment fields (WC_Payments_Checkout::payment_fields, description left out: it has none).
	 */
	public function payment_fields() {
		fondant_test_wcpay_enqueue_checkout_script();
		$display_tokenization = $this->supports( 'tokenization' ) && ( is_checkout() || is_add_payment_method_page() );
		echo '<p class="testmode-info">' . wp_kses( $this->testing_instructions(), array( 'strong' => array() ) ) . '</p>';
		if ( $display_tokenization ) {
			$this->tokenization_script();
			if ( ! is_add_payment_method_page() ) {
				$this->saved_payment_methods();
			}
		}
		?>
		<fieldset style="padding: 7px" id="wc-<?php echo esc_attr( $this->id ); ?>-upe-form" class="wc-upe-form wc-payment-form">
			<div class="wcpay-upe-element" data-payment-method-type="<?php echo esc_attr( $this->stripe_type ); ?>"></div>
			<?php
			if ( $this->is_reusable() && ( is_user_logged_in() || is_add_payment_method_page() ) ) {
				$this->save_payment_method_checkbox( is_add_payment_method_page() );
			}
			?>
		</fieldset>
		<?php
	}

	/**
	 * WooPayments' save checkbox: checked and hidden on the add-payment-method form.
	 *
	 * @param bool $force_checked Whether the card is saved anyway.
	 */
	public function save_payment_method_checkbox( $force_checked = false ) {
		$id = 'wc-' . $this->id . '-new-payment-method';
		?>
		<div <?php echo $force_checked ? 'style="display:none;"' : ''; ?>>
			<p class="form-row woocommerce-SavedPaymentMethods-saveNew">
				<input id="<?php echo esc_attr( $id ); ?>" name="<?php echo esc_attr( $id ); ?>" type="checkbox" value="true" style="width:auto; vertical-align: middle; position: relative; bottom: 1px;" <?php echo $force_checked ? 'checked' : ''; ?> />
				<label for="<?php echo esc_attr( $id ); ?>" style="display:inline;">Enregistrer les informations de paiement sur mon compte pour de futurs achats.</label>
			</p>
		</div>
		<?php
	}

	/**
	 * A posted field of the checkout or pay-for-order form (WooCommerce checked its nonce before calling the gateway).
	 *
	 * @param string $name Field name.
	 * @return string
	 */
	protected function posted( $name ) {
		return isset( $_POST[ $name ] ) ? wc_clean( wp_unslash( $_POST[ $name ] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
	}

	/**
	 * Pays the order with the posted payment method, saved card or error, as WooPayments answers.
	 *
	 * @param int $order_id The order WooCommerce created (or reused, for a retry of the same cart).
	 * @return array<string, string>
	 */
	public function process_payment( $order_id ) {
		$order = wc_get_order( $order_id );
		$order->update_meta_data( '_wcpay_fraud_prevention_token', $this->posted( 'wcpay-fraud-prevention-token' ) );
		$token_id = $this->is_reusable() ? $this->posted( 'wc-' . $this->id . '-payment-token' ) : '';
		$save     = $this->is_reusable() && is_user_logged_in() && 'true' === $this->posted( 'wc-' . $this->id . '-new-payment-method' );

		if ( '' !== $token_id && 'new' !== $token_id ) {
			$token = WC_Payment_Tokens::get( absint( $token_id ) );
			if ( ! $token || ! is_user_logged_in() || $token->get_user_id() !== get_current_user_id() || $token->get_gateway_id() !== $this->id ) {
				return $this->refuse( $order, 'Moyen de paiement non valide.' );
			}
			$payment_method_id = $token->get_token();
			$save              = false;
		} else {
			$payment_method_id = $this->posted( 'wcpay-payment-method' );
		}
		if ( 'woocommerce_payments_payment_method_error' === $payment_method_id ) {
			return $this->refuse( $order, 'Erreur : ' . $this->posted( 'wcpay-payment-method-error-message' ) );
		}
		if ( '' === $payment_method_id ) {
			return $this->refuse( $order, 'Erreur : Détails de paiement non valides ou manquants. Veuillez vous assurer que le moyen de paiement fourni est correctement saisi.' );
		}
		if ( 'sepa_debit' === $this->stripe_type && ! in_array( $order->get_billing_country(), FONDANT_TEST_WCPAY_SEPA_COUNTRIES, true ) ) {
			return $this->refuse( $order, 'Le prélèvement SEPA n’est pas disponible pour ce pays de facturation.' );
		}
		$order->update_meta_data( '_payment_method_id', $payment_method_id );
		return $this->play( $order, $payment_method_id, $save );
	}

	/**
	 * Plays the payment method's outcome on the order.
	 *
	 * @param WC_Order $order             The order.
	 * @param string   $payment_method_id The `pm_…` id.
	 * @param bool     $save              Whether the customer keeps the card once paid.
	 * @return array<string, string>
	 */
	protected function play( WC_Order $order, $payment_method_id, $save ) {
		$outcome = fondant_test_wcpay_outcome( $payment_method_id );
		if ( 'declined' === $outcome['kind'] ) {
			$order->update_status( 'failed', 'Paiement refusé (test) : ' . $payment_method_id );
			return $this->refuse( $order, $outcome['message'] );
		}
		if ( 'needs-action' === $outcome['kind'] ) {
			$intent = fondant_test_wcpay_new_intent( $outcome['intent'] );
			$order->update_meta_data( '_intent_id', $intent['id'] );
			$order->update_meta_data( '_fondant_test_save_card', $save ? 'yes' : 'no' );
			$order->update_status( 'pending', 'Authentification 3-D Secure demandée (test).' );
			$fragment = sprintf( '#wcpay-confirm-%s:%s:%s:%s', $outcome['intent'], $order->get_id(), $intent['client_secret'], wp_create_nonce( FONDANT_TEST_WCPAY_STATUS_NONCE ) );
			return array(
				'result'   => 'success',
				'redirect' => 'return-url' === $outcome['fragment_in'] ? $this->get_return_url( $order ) . $fragment : $fragment,
			);
		}
		fondant_test_wcpay_charge( $order, fondant_test_wcpay_new_intent( 'pi' )['id'] );
		if ( $save ) {
			fondant_test_wcpay_save_card( get_current_user_id(), $payment_method_id );
		}
		WC()->cart->empty_cart();
		return array(
			'result'   => 'success',
			'redirect' => $this->get_return_url( $order ),
		);
	}

	/**
	 * Refuses the payment: WooCommerce shows the notice in the checkout's error list.
	 *
	 * @param WC_Order $order   The order (saved with what was recorded).
	 * @param string   $message The shopper's message.
	 * @return array<string, string>
	 */
	protected function refuse( WC_Order $order, $message ) {
		$order->save();
		wc_add_notice( $message, 'error' );
		return array( 'result' => 'failure' );
	}

	/**
	 * The add-payment-method form: the setup intent create_setup_intent made for this customer becomes a saved card.
	 *
	 * @return array<string, string>
	 */
	public function add_payment_method() {
		$setup_intent_id = $this->posted( 'wcpay-setup-intent' );
		$setup           = '' === $setup_intent_id ? false : get_transient( 'fondant_test_wcpay_seti_' . $setup_intent_id );
		if ( ! is_array( $setup ) || (int) $setup['user'] !== get_current_user_id() ) {
			wc_add_notice( 'Nous ne sommes pas en mesure d’ajouter ce moyen de paiement. Veuillez réessayer plus tard.', 'error' );
			return array( 'result' => 'failure' );
		}
		delete_transient( 'fondant_test_wcpay_seti_' . $setup_intent_id );
		fondant_test_wcpay_save_card( get_current_user_id(), $setup['payment_method'] );
		return array(
			'result'   => 'success',
			'redirect' => wc_get_endpoint_url( 'payment-methods' ),
		);
	}
}
