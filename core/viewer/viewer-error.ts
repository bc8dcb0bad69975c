// What a slide shows when its image cannot be loaded: 'L’image n’a pas pu être chargée.', "L’image"
// being a link to the image itself (PhotoSwipe 4's errorMsg, in French) when its address is http(s): the address
// comes from the markup's data-large_image (or a variation's image), and a link would run a script URL.
import { t } from '../config/strings.ts';
import { safeRedirect } from '../dom/safe-redirect.ts';

export function imageErrorMessage(src: string): HTMLDivElement {
  const message = document.createElement('div');
  message.className = 'pswp__error-msg';
  const image = document.createElement(safeRedirect(src) === null ? 'span' : 'a');
  if (image instanceof HTMLAnchorElement) image.href = src;
  image.textContent = t('viewerImageErrorLink');
  const [before = '', ...after] = t('viewerImageError').split('{link}');
  message.append(before, image, after.join(''));
  return message;
}
