// The `params` argument of wc-product-gallery-before-init / -after-init: the page's wc_single_product_params
// when it has them (the very object, as WooCommerce passes it), else the same shape from the page config.
import type { ProductGallerySettings } from '../../core/config/page-config-shape.ts';
import { t } from '../../core/config/strings.ts';

export function galleryParams(settings: ProductGallerySettings): Record<string, unknown> {
  const legacy: unknown = (window as Window & { wc_single_product_params?: unknown }).wc_single_product_params;
  if (typeof legacy === 'object' && legacy !== null) return legacy as Record<string, unknown>;
  return {
    i18n_product_gallery_trigger_text: t('galleryTrigger'),
    flexslider: { animation: 'slide', controlNav: 'thumbnails', slideshow: false, animationSpeed: settings.slideDuration, animationLoop: false },
    zoom_enabled: settings.zoom,
    zoom_options: { duration: settings.zoomDuration },
    photoswipe_enabled: settings.viewer,
    photoswipe_options: { shareEl: false, history: true, showAnimationDuration: 0, hideAnimationDuration: 0, timeToIdle: settings.viewerIdle },
    flexslider_enabled: true,
  };
}
