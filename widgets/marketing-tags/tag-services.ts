// The configured services started, each behind the visitor's consent to its own category: nothing is fetched from
// their hosts and no cookie is written before it.
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { brevoTracker } from './brevo-tracker.ts';
import { runWithConsent } from './consent-gate.ts';
import type { MarketingTagsSettings } from './marketing-tags-settings.ts';
import { pinItButtons } from './pin-it.ts';
import { pinterestTag } from './pinterest-tag.ts';

export function startMarketingTags(settings: MarketingTagsSettings, context: MountContext<NoAttributes>): void {
  if (settings.pinterestTag) runWithConsent(settings.pinterestTag.consent, pinterestTag(settings.pinterestTag, context), context);
  if (settings.pinIt) runWithConsent(settings.pinIt.consent, pinItButtons(settings.pinIt, context), context);
  if (settings.brevoTracker) runWithConsent(settings.brevoTracker.consent, brevoTracker(settings.brevoTracker), context);
}
