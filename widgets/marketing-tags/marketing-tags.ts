// The marketing tags of the page: each configured service (marketing-tags-settings.ts) waits for the visitor's
// consent to its own category before anything is fetched from its host or any cookie is written.
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { brevoTracker } from './brevo-tracker.ts';
import { runWithConsent } from './consent-gate.ts';
import { marketingTagsSettings } from './marketing-tags-settings.ts';
import { pinItButtons } from './pin-it.ts';
import { pinterestTag } from './pinterest-tag.ts';

export function mount(context: MountContext<NoAttributes>): void {
  const settings = marketingTagsSettings();
  if (settings.pinterestTag) runWithConsent(settings.pinterestTag.consent, pinterestTag(settings.pinterestTag), context);
  if (settings.pinIt) runWithConsent(settings.pinIt.consent, pinItButtons(settings.pinIt, context), context);
  if (settings.brevoTracker) runWithConsent(settings.brevoTracker.consent, brevoTracker(settings.brevoTracker), context);
}
