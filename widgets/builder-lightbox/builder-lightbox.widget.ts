// Declaration of the builder-lightbox widget: the page builder's gallery (`.et_post_gallery`, grid or slider) and
// image module (`a.et_pb_lightbox_image`) pictures opening in the shared full-screen viewer (core/viewer, PhotoSwipe),
// its state in the URL hash. At once: a copied viewer URL must open its picture as the page loads. It replaces no
// script handle yet: the theme's bundle still runs its other modules.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const builderLightboxWidget = defineWidget({
  name: 'builder-lightbox',
  selectors: ['.et_post_gallery', '.et_pb_lightbox_image'],
  load: 'ready',
  module: () => import('./builder-lightbox.ts'),
});
