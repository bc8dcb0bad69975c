// What a slide shows when its image cannot be loaded: 'L’image n’a pas pu être chargée.', "L’image"
// being a link to the image itself (PhotoSwipe 4's errorMsg, in French).
import { t } from '../../core/config/strings.ts';

export function imageErrorMessage(src: string): HTMLDivElement {
  const message = document.createElement('div');
  message.className = 'pswp__error-msg';
  const link = document.createElement('a');
  link.href = src;
  link.textContent = t('viewerImageErrorLink');
  const [before = '', ...after] = t('viewerImageError').split('{link}');
  message.append(before, link, after.join(''));
  return message;
}
