// The picture's caption under the viewer, as WooCommerce's viewer shows it (the image's data-caption, else
// its title): inserted as text, hidden when the picture has none, faded with the other controls when idle.
import type PhotoSwipe from 'photoswipe';

export function registerCaption(pswp: PhotoSwipe): void {
  pswp.ui?.registerElement({
    name: 'fondantCaption',
    className: 'fondant-viewer__caption pswp__hide-on-close',
    appendTo: 'root',
    order: 9,
    onInit(element, viewer) {
      const show = () => {
        const caption = String(viewer.currSlide?.data.caption ?? '').trim();
        element.textContent = caption;
        element.hidden = caption === '';
      };
      viewer.on('change', show);
      show();
    },
  });
}
