// A third-party service runs only with the visitor's consent to its category: started once, when the page loads
// with consent or when consent comes later; paused when consent is withdrawn (a loaded script cannot be unloaded,
// so what it would send next is dropped, and the cookies it wrote on the shop's domain are deleted) and resumed when
// consent comes back. A page loaded without consent deletes them too. Without a consent API on the page, consent is
// assumed.
import type { ConsentCategory } from '../../core/consent/consent.ts';
import { hasConsent, onConsentChange } from '../../core/consent/consent.ts';
import type { MountContext } from '../../core/registry/define-widget.ts';

export interface GatedService {
  /** Loads the service; called at most once per page view. */
  start(): void;
  pause(): void;
  resume(): void;
  /** Deletes the first-party cookies the service writes; called whenever consent is missing. */
  forget(): void;
}

type GateContext = Pick<MountContext<unknown>, 'signal' | 'guard'>;

export function runWithConsent(category: ConsentCategory, service: GatedService, context: GateContext): void {
  let state: 'waiting' | 'running' | 'paused' = 'waiting';
  const follow = context.guard((granted: boolean) => {
    if (granted && state === 'waiting') {
      state = 'running';
      service.start();
    } else if (granted && state === 'paused') {
      state = 'running';
      service.resume();
    } else if (!granted && state === 'running') {
      state = 'paused';
      service.pause();
    }
    if (!granted) service.forget();
  });
  onConsentChange(category, follow, context.signal);
  follow(hasConsent(category, true));
}
