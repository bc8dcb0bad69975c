// The French name of a picture among others, 'Image 2 sur 4 : <alt>' (or 'Image 2 sur 4' without alt): what the
// viewer's counter speaks and what the product gallery's thumbnails are named.
import { t } from '../config/strings.ts';

export function pictureLabel(index: number, count: number, alt: string): string {
  const values = { index: index + 1, count, alt: alt.trim() };
  return values.alt ? t('galleryPictureWithAlt', values) : t('galleryPicture', values);
}
