// The builder modules' spam token: asked of the theme's API only for a protected module, empty otherwise or on failure.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builderSpamToken } from './builder-spam-token.ts';

const win = window as unknown as { etCore?: unknown };
const module = (classes: string) => Object.assign(document.createElement('div'), { className: classes });

afterEach(() => {
  delete win.etCore;
  vi.useRealTimers();
});

describe('builderSpamToken', () => {
  it('asks the theme’s API for the module’s action when the module is protected', async () => {
    const interaction = vi.fn(async (action: string) => `jeton:${action}`);
    win.etCore = { api: { spam: { recaptcha: { interaction } } } };
    expect(await builderSpamToken(module('et_pb_contact_form_container et_pb_recaptcha_enabled'), 'Divi/Module/ContactForm/1', 1000)).toBe('jeton:Divi/Module/ContactForm/1');
    expect(await builderSpamToken(module('et_pb_contact_form_container'), 'Divi/Module/ContactForm/1', 1000)).toBe('');
    expect(interaction).toHaveBeenCalledTimes(1);
  });

  it('is empty without the API, when it fails, answers something else than text, or does not answer in time', async () => {
    const protectedModule = module('et_pb_recaptcha_enabled');
    expect(await builderSpamToken(protectedModule, 'a', 1000)).toBe('');
    win.etCore = { api: { spam: { recaptcha: { interaction: async () => Promise.reject(new Error('quota')) } } } };
    expect(await builderSpamToken(protectedModule, 'a', 1000)).toBe('');
    win.etCore = { api: { spam: { recaptcha: { interaction: async () => ({ token: 'x' }) } } } };
    expect(await builderSpamToken(protectedModule, 'a', 1000)).toBe('');
    vi.useFakeTimers();
    win.etCore = { api: { spam: { recaptcha: { interaction: () => new Promise(() => undefined) } } } };
    const pending = builderSpamToken(protectedModule, 'a', 1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await pending).toBe('');
  });
});
