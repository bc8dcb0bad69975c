// The three captchas a Brevo form may carry, against stand-ins of their services: rendered once with the site key,
// the token read (or, invisible, asked for when sending), the field it travels in, reset after an answer, and the
// service's script added only when asked, once, and asked again after a failed load.
import type { Window as HappyDomWindow } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findCaptcha } from './captcha.ts';
import type { NewsletterSettings } from './newsletter-settings.ts';

const settings = { captchaScripts: { recaptcha: '/recaptcha-double.js', turnstile: '/turnstile-double.js' } } as NewsletterSettings;

function fakeService(token = 'jeton') {
  const params: Record<string, unknown>[] = [];
  return {
    params,
    ready: vi.fn((callback: () => void) => callback()),
    render: vi.fn((_element: HTMLElement, given: Record<string, unknown>) => params.push(given) - 1),
    getResponse: vi.fn(() => token),
    reset: vi.fn(),
    execute: vi.fn(() => setTimeout(() => (params[0]!['callback'] as (token: string) => void)('jeton-invisible'), 0)),
  };
}

function form(captcha: string): HTMLFormElement {
  document.body.innerHTML = `<form>${captcha}<input type="email" name="email"></form>`;
  return document.querySelector('form')!;
}

const globals = window as unknown as Record<string, unknown>;

// The script is not fetched here: happy-dom counts it as loaded, and what it defines is the test's to set.
(window as unknown as HappyDomWindow).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;

beforeEach(() => {
  delete globals['grecaptcha'];
  delete globals['turnstile'];
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

afterEach(() => vi.restoreAllMocks());

describe('findCaptcha', () => {
  it('finds none on a form without one', () => {
    expect(findCaptcha(form(''), settings)).toBeNull();
  });

  it('reCAPTCHA’s checkbox: rendered once with its site key, its answer read, reset by widget id', async () => {
    const service = fakeService();
    globals['grecaptcha'] = service;
    const captcha = findCaptcha(form('<div class="g-recaptcha" data-sitekey="cle"></div>'), settings)!;
    expect(captcha.field).toBe('g-recaptcha-response');
    await captcha.load();
    await captcha.load();
    expect(service.render).toHaveBeenCalledTimes(1);
    expect(service.params[0]).toEqual({ sitekey: 'cle' });
    expect(await captcha.response()).toBe('jeton');
    service.getResponse.mockReturnValue('');
    expect(await captcha.response(), 'not answered yet').toBe('');
    captcha.reset();
    await Promise.resolve();
    expect(service.reset).toHaveBeenCalledWith(0);
  });

  it('invisible reCAPTCHA: rendered invisible, run when the token is asked for', async () => {
    const service = fakeService();
    globals['grecaptcha'] = service;
    const captcha = findCaptcha(form('<div id="sib_captcha_invisible" class="invi-recaptcha" data-sitekey="cle"></div>'), settings)!;
    expect(await captcha.response()).toBe('jeton-invisible');
    expect(service.params[0]).toMatchObject({ sitekey: 'cle', size: 'invisible' });
    expect(service.execute).toHaveBeenCalledWith(0);
  });

  it('Turnstile: its own service and field', async () => {
    const service = fakeService('jeton-turnstile');
    globals['turnstile'] = service;
    const captcha = findCaptcha(form('<div class="cf-turnstile" data-sitekey="cle"></div>'), settings)!;
    expect(captcha.field).toBe('cf-turnstile-response');
    expect(await captcha.response()).toBe('jeton-turnstile');
  });

  it('adds the service’s script only when asked, once, and again after a failed load', async () => {
    const captcha = findCaptcha(form('<div class="g-recaptcha" data-sitekey="cle"></div>'), settings)!;
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    const failing = captcha.load();
    expect(document.head.querySelector('script')!.getAttribute('src')).toBe('/recaptcha-double.js');
    await expect(failing, 'a script that defines no service').rejects.toThrow('did not define grecaptcha');
    expect(document.head.querySelectorAll('script'), 'the failed script is taken away').toHaveLength(0);

    const service = fakeService();
    // As the real script: the service exists once the script has been added (happy-dom runs it as it is appended).
    const append = document.head.append.bind(document.head);
    let added = 0;
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      added += 1;
      append(...nodes);
    });
    Object.defineProperty(window, 'grecaptcha', { configurable: true, get: () => (added > 0 ? service : undefined) });
    const loading = captcha.load();
    await captcha.load();
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    await loading;
    expect(service.render).toHaveBeenCalledTimes(1);
  });
});
