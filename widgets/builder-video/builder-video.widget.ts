// Declaration of the builder-video widget on the page builder's video modules with a cover image
// (`.et_pb_video` holding `.et_pb_video_overlay`): the overlay's play control. At once: the theme prints that control
// as an empty link, which has no name until the widget gives it one. It replaces no script handle yet: the theme's
// bundle still runs its other modules.
import { defineWidget } from '../../core/registry/define-widget.ts';

export const builderVideoWidget = defineWidget({
  name: 'builder-video',
  selectors: ['.et_pb_video'],
  load: 'ready',
  module: () => import('./builder-video.ts'),
});
