// 3-D Secure after the order: Stripe's handleNextAction with the fragment's client secret, then admin-ajax
// update_order_status whatever the outcome, then the shop's return URL; a Stripe error, an intent still
// requiring action or an error in the shop's answer is thrown with the message to show.
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { freshPage } from '../testing/shop-page.ts';
import type { IntentConfirmation } from './intent-fragment.ts';
import type { NextActionResult } from './intent-confirmation.ts';

const AJAX_URL = '/wp-admin/admin-ajax.php';
type FetchMock = Mock<typeof fetch>;

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

function mockFetch(): FetchMock {
  const mock = vi.fn<typeof fetch>(() => Promise.reject(new Error('unexpected fetch')));
  vi.stubGlobal('fetch', mock);
  return mock;
}

const paymentIntent: IntentConfirmation = { kind: 'payment_intent', orderId: 91, clientSecret: 'pi_3Abc_secret_Xyz', nonce: '9f8e7d6c5b' };
const setupIntent: IntentConfirmation = { kind: 'setup_intent', orderId: 92, clientSecret: 'seti_1Def_secret_Uvw', nonce: 'a1b2c3d4e5' };
const RETURN_URL = 'https://boutique.example/commande/order-received/91/?key=wc_order_YcYbVbBjr1oDP';

let fetchMock: FetchMock;

async function confirmWith(result: NextActionResult, intent: IntentConfirmation = paymentIntent) {
  freshPage('', { requestTimeout: 600_000 });
  const { confirmIntent } = await import('./intent-confirmation.ts');
  const stripe = { handleNextAction: vi.fn(async (_options: { clientSecret: string }) => result) };
  return { stripe, confirmation: confirmIntent(stripe, intent, AJAX_URL) };
}

function post() {
  const call = fetchMock.mock.calls[0];
  if (!call) throw new Error('update_order_status was not posted');
  const [url, init] = call;
  return { url: String(url), method: init?.method, headers: new Headers(init?.headers), fields: Object.fromEntries(new URLSearchParams(String(init?.body))) };
}

beforeEach(() => {
  fetchMock = mockFetch();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('confirmIntent', () => {
  it('runs the next action with the client secret, posts update_order_status, and resolves with the return URL', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ return_url: RETURN_URL }));
    const { stripe, confirmation } = await confirmWith({ paymentIntent: { id: 'pi_3Abc', status: 'succeeded' } });
    await expect(confirmation).resolves.toBe(RETURN_URL);
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_3Abc_secret_Xyz' });
    const sent = post();
    expect(sent.url).toBe(AJAX_URL);
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(sent.fields).toEqual({
      action: 'update_order_status',
      order_id: '91',
      _ajax_nonce: '9f8e7d6c5b',
      intent_id: 'pi_3Abc',
      should_save_payment_method: 'false',
      is_changing_payment: 'false',
    });
  });

  it('reads the return URL inside data (wp_send_json_success)', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ success: true, data: { return_url: RETURN_URL } }));
    const { confirmation } = await confirmWith({ paymentIntent: { id: 'pi_3Abc', status: 'succeeded' } });
    await expect(confirmation).resolves.toBe(RETURN_URL);
  });

  it('sends the setup intent id for a setup intent', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ success: true, data: { return_url: RETURN_URL } }));
    const { stripe, confirmation } = await confirmWith({ setupIntent: { id: 'seti_1Def', status: 'succeeded' } }, setupIntent);
    await expect(confirmation).resolves.toBe(RETURN_URL);
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'seti_1Def_secret_Uvw' });
    expect(post().fields).toMatchObject({ order_id: '92', _ajax_nonce: 'a1b2c3d4e5', intent_id: 'seti_1Def' });
  });

  it('asks the shop to keep the card when the shopper saves it', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ return_url: RETURN_URL }));
    freshPage('', { requestTimeout: 600_000 });
    const { confirmIntent } = await import('./intent-confirmation.ts');
    const stripe = { handleNextAction: vi.fn(async () => ({ paymentIntent: { id: 'pi_3Abc', status: 'succeeded' } })) };
    await expect(confirmIntent(stripe, paymentIntent, AJAX_URL, { savePaymentMethod: true })).resolves.toBe(RETURN_URL);
    expect(post().fields.should_save_payment_method).toBe('true');
  });

  it('falls back to the intent id inside the client secret', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ return_url: RETURN_URL }));
    const { confirmation } = await confirmWith({});
    await confirmation;
    expect(post().fields.intent_id).toBe('pi_3Abc');
  });
});

describe('failures', () => {
  it("tells the shop about a Stripe error, then throws Stripe's message", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ return_url: RETURN_URL }));
    const { confirmation } = await confirmWith({
      error: { message: 'Nous ne parvenons pas à authentifier votre moyen de paiement.', payment_intent: { id: 'pi_3Abc_err', status: 'requires_payment_method' } },
    });
    await expect(confirmation).rejects.toThrow('Nous ne parvenons pas à authentifier votre moyen de paiement.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(post().fields.intent_id).toBe('pi_3Abc_err');
  });

  // WooPayments fires the update_order_status call and re-throws Stripe's error whatever that call gives: the
  // shopper must read why the authentication failed, not that the shop's status call failed.
  it("keeps Stripe's message when the status post itself fails", async () => {
    fetchMock.mockResolvedValueOnce(new Response('-1', { status: 403 }));
    const { confirmation } = await confirmWith({ error: { message: 'Authentification 3-D Secure refusée.' } });
    await expect(confirmation).rejects.toThrow('Authentification 3-D Secure refusée.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a failed status post after Stripe succeeded is an unknown outcome (the payment may be taken)', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { confirmation } = await confirmWith({ paymentIntent: { id: 'pi_3Abc', status: 'succeeded' } });
    await expect(confirmation).rejects.toMatchObject({
      name: 'PaymentOutcomeUnknownError',
      message: 'Un problème est survenu lors du traitement du paiement. Veuillez vérifier votre boîte de réception et actualiser la page pour réessayer.',
    });
  });

  it('throws the French default for a Stripe error without a message', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ return_url: RETURN_URL }));
    const { confirmation } = await confirmWith({ error: {} });
    await expect(confirmation).rejects.toThrow('Il y a eu un problème lors du traitement de la commande.');
  });

  it('counts a payment intent still in requires_action as an error, after telling the shop', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ return_url: RETURN_URL }));
    const { confirmation } = await confirmWith({ paymentIntent: { id: 'pi_3Abc', status: 'requires_action' } });
    await expect(confirmation).rejects.toThrow('Le paiement nécessite une action supplémentaire.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an error in data', { success: false, data: { error: { message: 'Commande introuvable.' } } }, 'Commande introuvable.'],
    ['an error at the top', { error: { message: 'Jeton de sécurité invalide.' } }, 'Jeton de sécurité invalide.'],
    ['success false without a message', { success: false, data: {} }, 'Il y a eu un problème lors du traitement de la commande.'],
    ['no return URL', { success: true, data: {} }, 'Il y a eu un problème lors du traitement de la commande.'],
  ])('throws for %s in the shop’s answer', async (_, body, message) => {
    fetchMock.mockResolvedValueOnce(jsonResponse(body));
    const { confirmation } = await confirmWith({ paymentIntent: { id: 'pi_3Abc', status: 'succeeded' } });
    await expect(confirmation).rejects.toThrow(message);
  });

  it('throws when the shop answers with an HTTP error', async () => {
    fetchMock.mockResolvedValueOnce(new Response('-1', { status: 403 }));
    const { confirmation } = await confirmWith({ paymentIntent: { id: 'pi_3Abc', status: 'succeeded' } });
    await expect(confirmation).rejects.toThrow();
  });
});
