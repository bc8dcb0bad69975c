// The guest login prompt before an express payment, when the shop requires an account: the `**…**` part of the
// server's message names the wallet; OK goes to the login page, Cancel stays.
import { describe, expect, it, vi } from 'vitest';
import { confirmLogin, loginConfirmationMessage, walletName } from './login-confirmation.ts';

const login = {
  message: 'Pour payer avec **le moyen de paiement choisi**, vous devez vous connecter ou créer un compte.',
  redirectUrl: '/mon-compte/?redirect_to=%2Fpanier%2F&wcpay_express_checkout=1',
};

/** A stand-in window whose confirm() answers `accept`. */
function fakeWindow(accept: boolean) {
  const win = {
    confirm: vi.fn((_message?: string) => accept),
    location: { assign: vi.fn((_url: string) => undefined) },
    document: { baseURI: 'https://atelier-sucre.test/produit/formation/' },
  };
  return { win, asWindow: win as unknown as Window };
}

describe('walletName', () => {
  it.each([
    ['apple_pay', 'Apple Pay'],
    ['google_pay', 'Google Pay'],
    ['amazon_pay', 'Amazon Pay'],
    ['paypal', 'PayPal'],
    ['link', 'Link'],
    ['klarna', 'klarna'],
  ])('%s → %s', (type, name) => {
    expect(walletName(type)).toBe(name);
  });
});

describe('loginConfirmationMessage', () => {
  it('replaces the starred part with the wallet name', () => {
    expect(loginConfirmationMessage(login.message, 'google_pay')).toBe('Pour payer avec Google Pay, vous devez vous connecter ou créer un compte.');
    expect(loginConfirmationMessage(login.message, 'apple_pay')).toBe('Pour payer avec Apple Pay, vous devez vous connecter ou créer un compte.');
  });

  it('leaves a message without a starred part as it is', () => {
    expect(loginConfirmationMessage('Veuillez vous connecter.', 'google_pay')).toBe('Veuillez vous connecter.');
  });
});

describe('confirmLogin', () => {
  it('asks with the wallet named, and on OK goes to the login URL', () => {
    const { win, asWindow } = fakeWindow(true);
    expect(confirmLogin(login, 'apple_pay', asWindow)).toBe(true);
    expect(win.confirm).toHaveBeenCalledWith('Pour payer avec Apple Pay, vous devez vous connecter ou créer un compte.');
    expect(win.location.assign).toHaveBeenCalledWith(new URL(login.redirectUrl, 'https://atelier-sucre.test/produit/formation/').href);
  });

  it('stays on the page on Cancel', () => {
    const { win, asWindow } = fakeWindow(false);
    expect(confirmLogin(login, 'google_pay', asWindow)).toBe(false);
    expect(win.confirm).toHaveBeenCalledTimes(1);
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('never follows a redirect that is not an http(s) URL', () => {
    const { win, asWindow } = fakeWindow(true);
    expect(confirmLogin({ ...login, redirectUrl: 'javascript:alert(1)' }, 'apple_pay', asWindow)).toBe(false);
    expect(win.location.assign).not.toHaveBeenCalled();
  });
});
