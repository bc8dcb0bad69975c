// The store-notice widget's chunk: the element is either the store notice or the coming-soon banner.
import type { MountContext } from '../../core/registry/define-widget.ts';
import type { StoreNoticeAttributes } from './store-notice.attributes.ts';
import { mountComingSoonBanner } from './coming-soon-banner.ts';
import { mountNotice } from './notice.ts';

export function mount(context: MountContext<StoreNoticeAttributes>): void {
  if (context.element.id === 'coming-soon-footer-banner') mountComingSoonBanner(context);
  else mountNotice(context, context.attributes['notice-id']);
}
