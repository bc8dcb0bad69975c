// The marketing tags of the page (marketing-tags-settings.ts): a page whose config names none stops here, so it
// downloads no more than this; otherwise the services are imported and wait for the visitor's consent.
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { marketingTagsSettings } from './marketing-tags-settings.ts';

export async function mount(context: MountContext<NoAttributes>): Promise<void> {
  const settings = marketingTagsSettings();
  if (!settings.pinterestTag && !settings.pinIt && !settings.brevoTracker) return;
  const { startMarketingTags } = await import('./tag-services.ts');
  if (!context.signal.aborted) startMarketingTags(settings, context);
}
