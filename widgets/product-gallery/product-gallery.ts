// The product gallery (WooCommerce's single-product.js gallery without jQuery): thumbnails switching a
// sliding main image, the hover/tap zoom on the current slide, and the magnifier trigger opening the
// full-screen viewer, whose state lives in the URL hash. Obeys the variation form's legacy gallery events.
import { pageConfig } from '../../core/config/page-config.ts';
import { emit } from '../../core/events/bridge.ts';
import type { MountContext } from '../../core/registry/define-widget.ts';
import { galleryIdOf } from './gallery-hash.ts';
import { readGalleryItems, slideImage, slidesOf } from './gallery-items.ts';
import { galleryParams } from './gallery-params.ts';
import type { ProductGalleryAttributes } from './product-gallery.attributes.ts';
import { createSlider, type Slider } from './slider.ts';
import { buildThumbnails, isThumbnailActivationKey, markCurrentThumbnail, thumbnailImages } from './thumbnails.ts';
import { addTrigger, openFromSlideLinks } from './viewer-openers.ts';
import { createViewerSession } from '../../core/viewer/viewer-session.ts';
import { attachZoom, zoomSourceOf, type Zoom } from './zoom.ts';

export function mount(context: MountContext<ProductGalleryAttributes>): void {
  const { element: gallery, attributes, listen, on, guard, onCleanup } = context;
  const settings = pageConfig().productGallery;
  const params = galleryParams(settings);
  emit('wc-product-gallery-before-init', [gallery, params], { target: gallery });
  // WooCommerce prints the gallery transparent until its script runs; it shows now whatever happens next.
  gallery.style.opacity = '1';
  const slides = slidesOf(gallery);
  const wrapper = gallery.querySelector<HTMLElement>('.woocommerce-product-gallery__wrapper');
  if (slides.length > 0 && wrapper) enhance(wrapper, slides);
  emit('wc-product-gallery-after-init', [gallery, params], { target: gallery });

  function enhance(wrapper: HTMLElement, slides: HTMLElement[]): void {
    let zoom: Zoom | undefined;
    let slider: Slider | undefined;
    const currentIndex = () => slider?.index ?? 0;

    let zoomedPicture = '';
    const initZoom = () => {
      const slide = slides[currentIndex()];
      const source = settings.zoom && slide ? zoomSourceOf(slideImage(slide), gallery.getBoundingClientRect().width) : null;
      const picture = slide && source ? `${currentIndex()} ${source.src}` : '';
      // A re-init for the same picture (the variation form asks for one at every reset) keeps the shopper's zoom.
      if (zoom && picture === zoomedPicture) return;
      zoom?.destroy();
      zoom = undefined;
      zoomedPicture = picture;
      if (slide && source) zoom = attachZoom(slide, source, settings.zoomDuration);
    };
    onCleanup(() => zoom?.destroy());

    if (slides.length > 1) {
      const thumbnails = buildThumbnails(readGalleryItems(gallery));
      slider = createSlider(wrapper, slides, {
        duration: settings.slideDuration,
        onChange: (index) => {
          markCurrentThumbnail(thumbnails, index);
          initZoom();
        },
      });
      const activeSlider = slider;
      gallery.append(thumbnails);
      onCleanup(() => {
        thumbnails.remove();
        activeSlider.destroy();
      });
      const images = thumbnailImages(thumbnails);
      listen(thumbnails, 'click', (event: MouseEvent) => {
        const index = images.indexOf(event.target as HTMLImageElement);
        if (index >= 0) activeSlider.goTo(index);
      });
      listen(thumbnails, 'keydown', (event: KeyboardEvent) => {
        const index = images.indexOf(event.target as HTMLImageElement);
        if (index < 0 || !isThumbnailActivationKey(event)) return;
        event.preventDefault();
        activeSlider.goTo(index);
      });
      // The legacy variation script "clicks" the thumbnail whose image is the variation's.
      images.forEach((img, index) => on('flexslider-click', () => activeSlider.goTo(index), { target: img }));
      on('woocommerce_gallery_reset_slide_position', () => activeSlider.goTo(0), { target: gallery });
    } else {
      initZoom();
    }
    on('woocommerce_gallery_init_zoom', initZoom, { target: gallery });

    const state = { currentIndex, zoom: () => zoom };
    const viewer = settings.viewer ? createViewerSession({ gid: galleryIdOf(gallery, attributes.gallery_id), idleMs: settings.viewerIdle, items: () => readGalleryItems(gallery) }) : undefined;
    openFromSlideLinks(gallery, slides, viewer, state, context);
    if (!viewer) return;
    const trigger = addTrigger(gallery, viewer, state, context);
    onCleanup(() => viewer.close());
    listen(window, 'popstate', () => viewer.followUrl(trigger));
    // A copied viewer URL: the slider shows the same picture behind the viewer.
    const picture = viewer.pictureInUrl();
    if (picture !== null) slider?.goTo(picture - 1, false);
    guard(() => viewer.followUrl(trigger))();
  }
}
