// Declaration of the builder-menu widget on the page builder's Menu and Fullwidth Menu modules (`.et_pb_menu`,
// `.et_pb_fullwidth_menu`, in page content or a Theme Builder header or footer; the menu module notes): its mobile
// menu copied and run as a disclosure, its search opened and closed with the module's classes and 1000 ms guard, its
// navigation, cart link and icon buttons named, the inline-centred logo placed. Its desktop dropdowns are the
// theme-submenus widget's (`ul.et-menu.nav` is a `ul.nav`). When the module comes into view.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const builderMenuWidget = defineWidget({
  name: 'builder-menu',
  selectors: ['.et_pb_menu', '.et_pb_fullwidth_menu'],
  load: 'visible',
  module: () => import('./builder-menu.ts'),
});
