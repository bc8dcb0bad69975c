// Declaration of the newsletter widget on Brevo's signup forms (`form.sib_signup_form`, the `mailin` plugin's
// shortcode and widget): validation, the SMS prefix picker, ajax subscription and its messages. When the form
// nears the viewport: the form still posts without it.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const newsletterWidget = defineWidget({
  name: 'newsletter',
  selectors: ['form.sib_signup_form'],
  load: 'visible',
  replaces: ['sib-front-js'],
  module: () => import('./newsletter.ts'),
});
