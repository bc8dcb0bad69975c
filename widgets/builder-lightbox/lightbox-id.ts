// A lightbox's gallery id in the viewer's URL hash (`#gid=<id>&pid=<picture>`): its module's CSS id (the gallery's
// or the image module's) when it is a valid hash id, else `galerie-<n>` / `image-<n>`, its 1-based place among the
// page's galleries or lightbox images.
import { isGalleryId } from '../../core/viewer/viewer-hash.ts';

export function lightboxIdOf(container: Element): string {
  const ownId = container.closest('.et_pb_gallery, .et_pb_image')?.id ?? '';
  if (isGalleryId(ownId)) return ownId;
  const image = container.matches('.et_pb_lightbox_image');
  const others = [...container.ownerDocument.querySelectorAll(image ? '.et_pb_lightbox_image' : '.et_post_gallery')];
  return `${image ? 'image' : 'galerie'}-${others.indexOf(container) + 1}`;
}
