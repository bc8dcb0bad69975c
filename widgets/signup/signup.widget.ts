// Declaration of the signup widget on the page builder's e-mail opt-in module (`.et_pb_newsletter`, Divi's
// `et_pb_signup`): checks, ajax subscription through admin-ajax, its messages and redirect. When the module nears the
// viewport. It replaces no script handle yet: the theme's bundle still runs its other modules.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const signupWidget = defineWidget({
  name: 'signup',
  selectors: ['.et_pb_newsletter'],
  load: 'visible',
  module: () => import('./signup.ts'),
});
