// Pinterest's pin-it buttons script (pinit.js, which turns the integration's `data-pin-do="buttonPin"` links into
// save buttons), then the check that hides those buttons for a shopper whose browser extension brings its own.
// pinit.js sends nothing by itself once loaded (only a shopper's click on a button does), so withdrawn consent
// leaves nothing to silence, and its cookies belong to pinterest.com, not to the shop; a loaded script cannot be
// unloaded.
import type { MountContext } from '../../core/registry/define-widget.ts';
import type { GatedService } from './consent-gate.ts';
import { hidePinItWhenExtensionPresent } from './extension-check.ts';
import type { PinItSettings } from './marketing-tags-settings.ts';
import { addScriptOnce } from './script-loader.ts';

export function pinItButtons(settings: PinItSettings, context: Pick<MountContext<unknown>, 'signal' | 'guard' | 'listen'>): GatedService {
  return {
    start() {
      addScriptOnce(settings.src);
      hidePinItWhenExtensionPresent(settings.extensionProbe, context);
    },
    pause() {},
    resume() {},
    forget() {},
  };
}
