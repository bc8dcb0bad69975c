// Declaration of the marketing tags: the ad platform's tag (Pinterest), its pin-it buttons script and the
// marketing-automation tracker (Brevo), each loaded only with the visitor's consent, from the JSON config's
// `marketingTags` key. Idle: nothing here is needed for the page to work, and consent is read first.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const marketingTagsWidget = defineWidget({
  name: 'marketing-tags',
  selectors: ['body'],
  load: 'idle',
  module: () => import('./marketing-tags.ts'),
});
