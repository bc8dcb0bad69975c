// Brevo's marketing automation tracker, started as its WordPress plugin does: `window.sib` ({equeue, client_key,
// email_id}) and the `window.sendinblue` methods (track, identify, trackLink, page), which call sa.js's own once it
// has loaded and queue in `sib.equeue` until then; sa.js with the client key (script id `sendinblue-js`); then
// `page()`. Withdrawn consent makes `sendinblue`'s methods drop what the page's other scripts send, and deletes the
// tracker's visitor cookie.
import { forgetCookies } from '../../core/dom/forget-cookies.ts';
import type { GatedService } from './consent-gate.ts';
import { gateGlobal } from './global-gate.ts';
import type { BrevoTrackerSettings } from './marketing-tags-settings.ts';
import { addScriptOnce } from './script-loader.ts';

/** The first-party cookie sa.js writes on the shop's domain. */
export const BREVO_COOKIES: readonly string[] = ['sib_cuid'];

const METHODS = ['track', 'identify', 'trackLink', 'page'] as const;

type Method = (...args: unknown[]) => void;
type Sendinblue = Record<(typeof METHODS)[number], Method>;
interface Sib {
  equeue: unknown[];
  client_key: string;
  email_id?: string;
  [method: string]: unknown;
}

function sendinblueStubs(sib: Sib): Sendinblue {
  const forward = (name: string): Method => (...args) => {
    const own = sib[name];
    if (typeof own === 'function') (own as Method)(args[0], args[1], args[2]);
    else sib.equeue.push({ [name]: args });
  };
  return Object.fromEntries(METHODS.map((name) => [name, forward(name)])) as Sendinblue;
}

function silentSendinblue(): Sendinblue {
  return Object.fromEntries(METHODS.map((name) => [name, () => {}])) as Sendinblue;
}

export function trackerUrl(settings: BrevoTrackerSettings): string {
  return `${settings.src}${settings.src.includes('?') ? '&' : '?'}key=${encodeURIComponent(settings.clientKey)}`;
}

export function brevoTracker(settings: BrevoTrackerSettings): GatedService {
  const gate = gateGlobal('sendinblue', silentSendinblue);
  return {
    start() {
      const win = window as unknown as { sib?: Sib; sendinblue?: Sendinblue };
      const sib: Sib = { equeue: [], client_key: settings.clientKey, ...(settings.email && { email_id: settings.email }) };
      win.sib ??= sib;
      win.sendinblue ??= sendinblueStubs(win.sib);
      addScriptOnce(trackerUrl(settings), () => {}, 'sendinblue-js');
      win.sendinblue.page();
    },
    pause: () => gate.close(),
    resume: () => gate.open(),
    forget: () => forgetCookies(BREVO_COOKIES, location.hostname),
  };
}
