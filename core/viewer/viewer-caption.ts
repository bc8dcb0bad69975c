// The picture's caption under the viewer, as WooCommerce's viewer shows it (the image's data-caption, else
// its title): inserted as text, hidden when the picture has none, faded with the other controls when idle.
import type PhotoSwipe from 'photoswipe';

export function viewerCaption(pswp: PhotoSwipe): HTMLDivElement {
  const caption = document.createElement('div');
  caption.className = 'fondant-viewer__caption pswp__hide-on-close';
  const show = () => {
    const text = String(pswp.currSlide?.data.caption ?? '').trim();
    caption.textContent = text;
    caption.hidden = text === '';
  };
  pswp.on('change', show);
  show();
  return caption;
}
