// The captcha a Brevo form may carry (SPEC §5: a response is required when one is configured): reCAPTCHA v2's
// checkbox (`.g-recaptcha[data-sitekey]`), invisible reCAPTCHA (`.invi-recaptcha[data-sitekey]`, run when the form
// is sent) or Cloudflare Turnstile (`.cf-turnstile[data-sitekey]`). The service's script loads only for such a
// form, and only once the visitor starts on it (focus or pointer in the form, or sending it), once per page; a copy
// the page already has is used. `response()` gives the token to send under the service's own field name, '' when
// the visitor has not answered yet; `reset()` clears it after each answer, as Brevo's script does.
import { setScriptSource } from '../../core/dom/trusted-types.ts';
import type { NewsletterSettings } from './newsletter-settings.ts';

type Kind = 'recaptcha' | 'invisible' | 'turnstile';

interface CaptchaService {
  ready(callback: () => void): void;
  render(container: HTMLElement, params: Record<string, unknown>): unknown;
  getResponse(id?: unknown): string | undefined;
  reset(id?: unknown): void;
  execute?(id?: unknown): void;
}

export interface Captcha {
  element: HTMLElement;
  /** The field the token travels in. */
  field: 'g-recaptcha-response' | 'cf-turnstile-response';
  /** Loads the service and renders the widget (once); rejects when the script cannot be had. */
  load(): Promise<void>;
  /** The token: the visitor's answer ('' when none yet), or the invisible check's once it has run. */
  response(): Promise<string>;
  reset(): void;
}

const SERVICES: Record<Kind, { global: 'grecaptcha' | 'turnstile'; selector: string }> = {
  recaptcha: { global: 'grecaptcha', selector: '.g-recaptcha[data-sitekey]' },
  invisible: { global: 'grecaptcha', selector: '.invi-recaptcha[data-sitekey]' },
  turnstile: { global: 'turnstile', selector: '.cf-turnstile[data-sitekey]' },
};

const loads = new Map<string, Promise<CaptchaService>>();

function serviceOf(name: 'grecaptcha' | 'turnstile'): CaptchaService | undefined {
  const service = (window as unknown as Record<string, Partial<CaptchaService> | undefined>)[name];
  return typeof service?.ready === 'function' && typeof service.render === 'function' ? (service as CaptchaService) : undefined;
}

/** The service once its script has run: the page's own copy, else ours (the same address's path), added once. */
function loadService(name: 'grecaptcha' | 'turnstile', src: string): Promise<CaptchaService> {
  const present = serviceOf(name);
  if (present) return new Promise((resolve) => present.ready(() => resolve(present)));
  let load = loads.get(src);
  if (!load) {
    load = new Promise<CaptchaService>((resolve, reject) => {
      const script = document.createElement('script');
      script.async = true;
      setScriptSource(script, src);
      script.addEventListener('load', () => {
        const service = serviceOf(name);
        if (service) service.ready(() => resolve(service));
        else reject(new Error(`${src} did not define ${name}`));
      });
      script.addEventListener('error', () => reject(new Error(`${src} could not be loaded`)));
      document.head.append(script);
    });
    load.catch(() => {
      loads.delete(src);
      document.head.querySelector(`script[src="${CSS.escape(src)}"]`)?.remove();
    });
    loads.set(src, load);
  }
  return load;
}

export function findCaptcha(form: HTMLFormElement, settings: NewsletterSettings): Captcha | null {
  const kind = (Object.keys(SERVICES) as Kind[]).find((candidate) => form.querySelector(SERVICES[candidate].selector));
  if (!kind) return null;
  const { global, selector } = SERVICES[kind];
  const element = form.querySelector<HTMLElement>(selector)!;
  const src = global === 'turnstile' ? settings.captchaScripts.turnstile : settings.captchaScripts.recaptcha;
  let rendered: Promise<{ service: CaptchaService; id: unknown }> | undefined;
  let pendingToken: ((token: string) => void) | undefined;

  const load = () => {
    rendered ??= loadService(global, src).then((service) => {
      const params: Record<string, unknown> = { sitekey: element.dataset['sitekey'] };
      if (kind === 'invisible') {
        params['size'] = 'invisible';
        params['callback'] = (token: string) => pendingToken?.(token);
      }
      return { service, id: service.render(element, params) };
    });
    rendered.catch(() => (rendered = undefined));
    return rendered.then(() => undefined);
  };

  return {
    element,
    field: global === 'turnstile' ? 'cf-turnstile-response' : 'g-recaptcha-response',
    load,
    async response() {
      await load();
      const { service, id } = await rendered!;
      if (kind !== 'invisible' || !service.execute) return service.getResponse(id) ?? '';
      return new Promise<string>((resolve) => {
        pendingToken = resolve;
        service.execute!(id);
      });
    },
    reset() {
      void rendered?.then(({ service, id }) => service.reset(id));
    },
  };
}
