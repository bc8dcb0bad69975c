// The page builder's spam protection for its contact form and e-mail opt-in: a module with `et_pb_recaptcha_enabled`
// asks the theme's core API (`etCore.api.spam.recaptcha.interaction(action)`, reCAPTCHA v3 behind it) for a token
// before sending; without the class or the API the token is empty, as the theme sends it. Where the theme's script
// would wait for ever, a token that fails, is not text or does not come within `timeoutMs` is sent empty: the
// site's server then refuses the message with its own text, which the module shows.

interface SpamApi {
  interaction(action: string): PromiseLike<unknown>;
}

function spamApi(win: Window): SpamApi | null {
  const api = (win as unknown as { etCore?: { api?: { spam?: { recaptcha?: Partial<SpamApi> } } } }).etCore?.api?.spam?.recaptcha;
  return typeof api?.interaction === 'function' ? (api as SpamApi) : null;
}

export async function builderSpamToken(module: Element, action: string, timeoutMs: number, win: Window = window): Promise<string> {
  const api = module.classList.contains('et_pb_recaptcha_enabled') ? spamApi(win) : null;
  if (!api) return '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(''), timeoutMs);
  });
  try {
    const token = await Promise.race([Promise.resolve(api.interaction(action)), expired]);
    return typeof token === 'string' ? token : '';
  } catch {
    return '';
  } finally {
    clearTimeout(timer);
  }
}
