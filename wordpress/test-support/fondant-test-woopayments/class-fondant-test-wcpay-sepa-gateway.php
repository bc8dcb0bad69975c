<?php
/**
 * The WooPayments look-alike's SEPA direct debit gateway `woocommerce_payments_sepa_debit` (test support for
 * `npm run test:real`, never shipped): the card gateway's fields and answers for Stripe's `sepa_debit` type, not
 * reusable (no saved methods, no save checkbox, not on the add-payment-method form), only for WooPayments' SEPA
 * billing countries; a debit leaves the order on-hold.
 *
 * @package Fondant
 */

defined( 'ABSPATH' ) || exit;

/**
 * « Prélèvement SEPA ».
 */
class Fondant_Test_WCPay_Sepa_Gateway extends Fondant_Test_WCPay_Gateway {

	/**
	 * Stripe's payment method type.
	 *
	 * @var string
	 */
	protected $stripe_type = 'sepa_debit';

	/**
	 * Names the gateway.
	 */
	public function __construct() {
		parent::__construct();
		$this->id       = FONDANT_TEST_WCPAY_SEPA;
		$this->title    = 'Prélèvement SEPA';
		$this->supports = array( 'products' );
	}

	/**
	 * WooPayments' test-mode line for SEPA.
	 *
	 * @return string
	 */
	protected function testing_instructions() {
		return 'Mode test : utilisez l’IBAN de test <strong>FR14 2004 1010 0505 0001 3M02 606</strong>.';
	}
}
