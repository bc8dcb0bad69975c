// The card form of one page form (checkout, pay-for-order, add payment method), shared by its method containers:
// Stripe.js (loaded on the first choice, French, the shop's connected account), one Payment Element per method
// type, mounted again into the new container whenever the checkout re-renders the payment methods; the payment
// (elements checked, payment method created, the hidden fields set, a setup intent for a card added to the
// account, then the form submitted again); and the 3-D Secure step when the shop answers with a
// '#wcpay-confirm-…' fragment. One payment at a time; every failure is shown and gives the form back, except an
// unknown outcome, which keeps it blocked so nothing is paid twice.
import type { Stripe, StripeConstructorOptions, StripeElements, StripePaymentElement } from '@stripe/stripe-js';
import { block, unblock } from '../../core/dom/block-overlay.ts';
import { safeRedirect } from '../../core/dom/safe-redirect.ts';
import { emit } from '../../core/events/bridge.ts';
import { confirmIntent, PaymentOutcomeUnknownError } from '../../core/payments/intent-confirmation.ts';
import type { IntentConfirmation } from '../../core/payments/intent-fragment.ts';
import { paymentText } from '../../core/payments/payment-strings.ts';
import type { ElementsLocation } from './appearance-layouts.ts';
import { fontRules, type Appearance } from './appearance.ts';
import { billingDetailsFrom, isCheckoutForm } from './billing-details.ts';
import { elementsOptions, paymentElementOptions, termsFor } from './element-options.ts';
import { gatewayIdFor, wantsToSave } from './gateway-choice.ts';
import { PAYMENT_METHOD_ERROR_FIELDS, removeHiddenFields, setHiddenField, setPaymentMethodError } from './hidden-fields.ts';
import { paymentElementText } from './payment-element.strings.ts';
import { showPaymentError } from './payment-notice.ts';
import { leaveFor } from './navigation.ts';
import { appearanceFor } from './saved-appearance.ts';
import { confirmedSetupIntent } from './setup-intent.ts';
import { submitApproved } from './submit-approval.ts';
import { currentFraudPreventionToken, type UpeSettings } from './upe-settings.ts';

export type LoadStripe = (key: string, options: StripeConstructorOptions) => Promise<Stripe | null>;

interface MethodElement {
  elements: StripeElements;
  element: StripePaymentElement;
  container: HTMLElement | null;
  loadError: string | null;
}

const BLOCK_OPTIONS = { message: null, background: '#fff' } as const;

function loadErrorNotice(container: HTMLElement, message: string): void {
  container.querySelector(':scope > .fondant-payment-element-error')?.remove();
  const notice = container.ownerDocument.createElement('div');
  notice.className = 'woocommerce-error fondant-payment-element-error';
  notice.setAttribute('role', 'alert');
  notice.textContent = message;
  container.append(notice);
  const saveNew = container.closest('.payment_box')?.querySelector<HTMLElement>('.woocommerce-SavedPaymentMethods-saveNew');
  if (saveNew) saveNew.hidden = true;
}

export class PaymentSession {
  private stripeLoad: Promise<Stripe> | null = null;
  private readonly methods = new Map<string, Promise<MethodElement>>();
  private themeLook: Appearance | null = null;
  private paying = false;
  private confirming = false;

  constructor(
    private readonly form: HTMLFormElement,
    private readonly settings: UpeSettings,
    private readonly loadStripe: LoadStripe,
  ) {}

  private get location(): ElementsLocation {
    return isCheckoutForm(this.form) ? 'shortcode_checkout' : 'add_payment_method';
  }

  private get addsPaymentMethod(): boolean {
    return this.form.id === 'add_payment_method';
  }

  /** The theme's look, read (and sent to the shop) once per form. */
  private get appearance(): Appearance {
    this.themeLook ??= appearanceFor(this.settings, this.location);
    return this.themeLook;
  }

  private stripe(): Promise<Stripe> {
    this.stripeLoad ??= this.loadStripe(this.settings.publishableKey, {
      locale: this.settings.locale as StripeConstructorOptions['locale'],
      stripeAccount: this.settings.accountId || undefined,
    }).then((stripe) => {
      if (!stripe) throw new Error('Stripe.js is not available');
      return stripe;
    });
    // A failed load is tried again at the next choice.
    this.stripeLoad.catch(() => (this.stripeLoad = null));
    return this.stripeLoad;
  }

  private async createMethod(type: string): Promise<MethodElement> {
    const stripe = await this.stripe();
    const gatewayId = gatewayIdFor(this.settings, type);
    const elements = stripe.elements(elementsOptions(this.settings, type, this.appearance, fontRules()));
    const element = elements.create('payment', paymentElementOptions(this.settings, this.addsPaymentMethod || wantsToSave(gatewayId)));
    const method: MethodElement = { elements, element, container: null, loadError: null };
    element.on('loaderror', (event) => {
      method.loadError = event.error.message ?? paymentElementText('paymentFormUnavailable');
      if (method.container) loadErrorNotice(method.container, method.loadError);
    });
    return method;
  }

  private method(type: string): Promise<MethodElement> {
    let method = this.methods.get(type);
    if (!method) {
      method = this.createMethod(type);
      this.methods.set(type, method);
      method.catch(() => this.methods.delete(type));
    }
    return method;
  }

  /** Mounts the method's element into its container (again, after the checkout re-rendered the methods). */
  async show(type: string, container: HTMLElement): Promise<void> {
    let method: MethodElement;
    try {
      method = await this.method(type);
    } catch (error) {
      console.error('[fondant] payment-element: Stripe.js could not be loaded.', error);
      loadErrorNotice(container, paymentElementText('paymentFormUnavailable'));
      return;
    }
    if (method.container === container || !container.isConnected) return;
    if (method.container?.isConnected) method.element.unmount();
    method.element.mount(container);
    method.container = container;
    if (method.loadError) loadErrorNotice(container, method.loadError);
    const item = container.closest('.wc_payment_method, .woocommerce-PaymentMethod');
    item?.classList.add(`theme--${this.appearance.theme}`);
    // Gateways' saved-card scripts (WooCommerce's tokenization form) start on this event.
    emit('wc-credit-card-form-init');
  }

  /** The save checkbox: the card's mandate text shows while the card will be kept. */
  async updateTerms(type: string, willSave: boolean): Promise<void> {
    const method = this.methods.get(type);
    if (!method) return;
    (await method).element.update({ terms: termsFor(this.settings.paymentMethods, willSave ? 'always' : 'never') });
  }

  private hold(): void {
    this.form.classList.add('processing');
    block(this.form, BLOCK_OPTIONS);
  }

  private release(): void {
    this.form.classList.remove('processing');
    unblock(this.form);
  }

  get busy(): boolean {
    return this.paying || this.confirming;
  }

  /** Creates the payment method and sends the form again with it; a second call while one runs is ignored. */
  async pay(type: string): Promise<void> {
    if (this.busy) return;
    this.paying = true;
    this.hold();
    try {
      await this.preparePayment(type);
      this.release();
      await submitApproved(this.form);
    } catch (error) {
      this.release();
      showPaymentError(this.form, error instanceof Error && error.message ? error.message : paymentElementText('invalidPaymentDetails'));
    } finally {
      this.paying = false;
    }
  }

  private async preparePayment(type: string): Promise<void> {
    const pending = this.methods.get(type);
    if (!pending) throw new Error(paymentElementText('invalidPaymentDetails'));
    const method = await pending.catch(() => {
      throw new Error(paymentElementText('paymentFormUnavailable'));
    });
    if (method.loadError) throw new Error(paymentElementText('invalidPaymentDetails'));
    const submitted = await method.elements.submit();
    if (submitted.error) throw new Error(submitted.error.message || paymentElementText('invalidPaymentDetails'));
    const stripe = await this.stripe();
    const created = await stripe.createPaymentMethod({ elements: method.elements, params: { billing_details: billingDetailsFrom(this.form, this.settings.customer) } });
    removeHiddenFields(this.form, ['wcpay-setup-intent', ...PAYMENT_METHOD_ERROR_FIELDS]);
    if (created.error) {
      // The add-payment-method form has nothing to send without a payment method; an order goes to the shop,
      // which reports the error (and logs it) as WooPayments' server does.
      if (this.addsPaymentMethod) throw new Error(created.error.message || paymentElementText('addPaymentMethodFailed'));
      setPaymentMethodError(this.form, created.error);
    } else {
      setHiddenField(this.form, 'wcpay-payment-method', created.paymentMethod.id);
    }
    setHiddenField(this.form, 'wcpay-fraud-prevention-token', currentFraudPreventionToken(this.settings));
    if (this.addsPaymentMethod && created.paymentMethod) {
      setHiddenField(this.form, 'wcpay-setup-intent', await confirmedSetupIntent(stripe, this.settings, created.paymentMethod.id));
    }
  }

  /** The 3-D Secure step of a placed order; `fromUrl`: the fragment came in the page's address (dropped from it). */
  async confirm(intent: IntentConfirmation, fromUrl: boolean): Promise<void> {
    if (this.confirming) return;
    this.confirming = true;
    this.hold();
    if (fromUrl) history.replaceState(history.state, '', window.location.pathname + window.location.search);
    const chosen = this.form.querySelector<HTMLInputElement>('input[name="payment_method"]:checked')?.value ?? this.settings.gatewayId;
    try {
      const returnUrl = safeRedirect(await confirmIntent(await this.stripe(), intent, this.settings.ajaxUrl, { savePaymentMethod: wantsToSave(chosen) }));
      if (!returnUrl) throw new PaymentOutcomeUnknownError(paymentText('paymentOutcomeUnknown'));
      leaveFor(returnUrl);
    } catch (error) {
      if (error instanceof PaymentOutcomeUnknownError) {
        // The bank may have taken the payment: the form stays blocked, the shopper is told to check and reload.
        showPaymentError(this.form, this.settings.genericErrorMessage || error.message);
        return;
      }
      this.release();
      this.confirming = false;
      showPaymentError(this.form, error instanceof Error && error.message ? error.message : this.settings.genericErrorMessage || paymentText('orderFailed'));
    }
  }
}
