// Declaration of the contact-form widget on the page builder's contact form module
// (`.et_pb_contact_form_container`, Divi's `et_pb_contact_form`): checks, conditional logic, math captcha, the post
// to the page and the module re-rendered from its answer. When the module nears the viewport. It replaces no script
// handle yet: the theme's bundle still runs its other modules.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const contactFormWidget = defineWidget({
  name: 'contact-form',
  selectors: ['.et_pb_contact_form_container'],
  load: 'visible',
  module: () => import('./contact-form.ts'),
});
