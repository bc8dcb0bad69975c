// The mounted gallery in happy-dom: the legacy init events around the upgrade, the thumbnails driving the
// slider, the trigger, and the variation form's gallery events in the native and jQuery dialects.
import jQuery from 'jquery';
import { afterEach, describe, expect, it } from 'vitest';
import { click, eventually, freshPage, startRegistry, ticks } from '../../core/testing/shop-page.ts';
import { galleryMarkup } from './gallery-test-markup.ts';

let running: { stop(): void } | undefined;

async function mountGallery(markup = galleryMarkup(), config: Record<string, unknown> = {}) {
  freshPage(markup, config);
  const gallery = document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
  const events: string[] = [];
  for (const name of ['wc-product-gallery-before-init', 'wc-product-gallery-after-init']) {
    gallery.addEventListener(name, (event) => {
      const [element, params] = (event as CustomEvent<unknown[]>).detail;
      events.push(`${name}:${element === gallery}:${typeof params}:${gallery.querySelector('.flex-control-thumbs') !== null}`);
    });
  }
  const { productGalleryWidget } = await import('./product-gallery.widget.ts');
  const registry = await startRegistry(productGalleryWidget);
  running = registry;
  return { gallery, events, registry, slides: [...gallery.querySelectorAll<HTMLElement>('.woocommerce-product-gallery__image')] };
}

const currentSlide = (slides: HTMLElement[]) => slides.findIndex((slide) => slide.classList.contains('flex-active-slide'));
const thumbs = (gallery: HTMLElement) => [...gallery.querySelectorAll<HTMLImageElement>('ol.flex-control-nav.flex-control-thumbs > li > img')];

afterEach(() => {
  running?.stop();
  jQuery(document.body).off();
  delete (window as Window & { jQuery?: unknown }).jQuery;
});

describe('product-gallery', () => {
  it('fires before-init on the untouched gallery and after-init on the upgraded one, with [gallery, params]', async () => {
    const { gallery, events } = await mountGallery();
    expect(events).toEqual(['wc-product-gallery-before-init:true:object:false', 'wc-product-gallery-after-init:true:object:true']);
    expect(gallery.style.opacity).toBe('1');
    expect(gallery.getAttribute('data-fondant-mounted')).toBe('product-gallery');
  });

  it('builds the trigger and a thumbnail per picture; a thumbnail click shows its picture', async () => {
    const { gallery, slides } = await mountGallery();
    const trigger = gallery.firstElementChild!;
    expect(trigger.matches('a.woocommerce-product-gallery__trigger[href="#"][role="button"][aria-haspopup="dialog"]')).toBe(true);
    expect(trigger.getAttribute('aria-label')).toBe('Voir la galerie d’images en plein écran');
    expect(thumbs(gallery)).toHaveLength(4);
    expect(thumbs(gallery)[0]!.getAttribute('aria-current')).toBe('true');
    click(thumbs(gallery)[2]!);
    expect(currentSlide(slides)).toBe(2);
    expect(thumbs(gallery).map((button) => button.getAttribute('aria-current'))).toEqual([null, null, 'true', null]);
    expect(gallery.querySelectorAll('.flex-control-thumbs button'), 'the theme’s thumbnail markup, no buttons').toHaveLength(0);
  });

  it('a focused thumbnail shows its picture on Enter and on Space (without scrolling the page)', async () => {
    const { gallery, slides } = await mountGallery();
    const press = (target: Element, key: string) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      target.dispatchEvent(event);
      return event;
    };
    thumbs(gallery)[1]!.focus();
    expect(document.activeElement).toBe(thumbs(gallery)[1]);
    expect(press(thumbs(gallery)[1]!, 'Enter').defaultPrevented).toBe(true);
    expect(currentSlide(slides)).toBe(1);
    expect(press(thumbs(gallery)[3]!, ' ').defaultPrevented).toBe(true);
    expect(currentSlide(slides)).toBe(3);
    expect(thumbs(gallery)[3]!.classList.contains('flex-active')).toBe(true);
    expect(press(thumbs(gallery)[0]!, 'a').defaultPrevented).toBe(false);
    expect(currentSlide(slides)).toBe(3);
  });

  it('goes back to the first picture on woocommerce_gallery_reset_slide_position, native or jQuery', async () => {
    Object.assign(window, { jQuery });
    const { gallery, slides } = await mountGallery();
    click(thumbs(gallery)[3]!);
    gallery.dispatchEvent(new CustomEvent('woocommerce_gallery_reset_slide_position', { bubbles: true }));
    expect(currentSlide(slides)).toBe(0);
    click(thumbs(gallery)[1]!);
    jQuery(gallery).trigger('woocommerce_gallery_reset_slide_position');
    expect(currentSlide(slides)).toBe(0);
  });

  it('moves to a thumbnail’s picture on the legacy flexslider-click of its img', async () => {
    Object.assign(window, { jQuery });
    const { gallery, slides } = await mountGallery();
    jQuery(thumbs(gallery)[2]!).trigger('flexslider-click');
    expect(currentSlide(slides)).toBe(2);
  });

  it('re-reads the swapped main image on woocommerce_gallery_init_zoom', async () => {
    const { gallery, slides } = await mountGallery();
    expect(slides[0]!.querySelector('.zoomImg')!.getAttribute('src')).toBe('/gallery/formation-cake-designer-1.svg');
    slides[0]!.querySelector('img')!.setAttribute('data-large_image', '/gallery/variation.svg');
    const { emit } = await import('../../core/events/bridge.ts');
    emit('woocommerce_gallery_init_zoom', [], { target: gallery });
    expect(slides[0]!.querySelectorAll('.zoomImg')).toHaveLength(1);
    expect(slides[0]!.querySelector('.zoomImg')!.getAttribute('src')).toBe('/gallery/variation.svg');
  });

  it('moves the zoom to the current slide when the slide changes', async () => {
    const { gallery, slides } = await mountGallery();
    click(thumbs(gallery)[1]!);
    expect(slides.map((slide) => slide.querySelectorAll('.zoomImg').length)).toEqual([0, 1, 0, 0]);
  });

  it('with one picture: no slider, no thumbnails, still the trigger and the zoom', async () => {
    const { gallery, slides } = await mountGallery(galleryMarkup(1));
    expect(gallery.querySelector('.flex-viewport, .flex-control-thumbs')).toBeNull();
    expect(gallery.querySelector('.woocommerce-product-gallery__trigger')).not.toBeNull();
    expect(slides[0]!.querySelector('.zoomImg')).not.toBeNull();
  });

  it('obeys the page config: no zoom, no viewer (so no trigger)', async () => {
    const { gallery } = await mountGallery(galleryMarkup(), { productGallery: { zoom: false, viewer: false } });
    expect(gallery.querySelector('.zoomImg, .woocommerce-product-gallery__trigger')).toBeNull();
    expect(thumbs(gallery)).toHaveLength(4);
  });

  it('only shows the opacity on a gallery without images', async () => {
    const { gallery, events } = await mountGallery('<div class="woocommerce-product-gallery woocommerce-product-gallery--without-images images"><div class="woocommerce-product-gallery__image--placeholder"><img src="/placeholder.png" alt="En attente de l’image du produit" class="wp-post-image"></div></div>');
    expect(gallery.style.opacity).toBe('1');
    expect(gallery.querySelector('.woocommerce-product-gallery__trigger, .flex-control-thumbs')).toBeNull();
    expect(events).toHaveLength(2);
  });

  it('restores the server markup when the gallery is unmounted', async () => {
    const { gallery, registry } = await mountGallery();
    registry.stop();
    await ticks(2);
    expect(gallery.querySelector('.woocommerce-product-gallery__trigger, .flex-viewport, .flex-control-thumbs, .zoomImg')).toBeNull();
    expect(gallery.querySelector('.woocommerce-product-gallery__wrapper')!.parentElement).toBe(gallery);
  });

  it('a click on a slide link does not follow it (the viewer opens instead); without viewer, it does', async () => {
    const { slides } = await mountGallery();
    expect(click(slides[0]!.querySelector('a')!).defaultPrevented).toBe(true);
    await eventually(() => expect(document.querySelector('.pswp[role="dialog"][aria-modal="true"]')).not.toBeNull(), 5000);
    expect(window.location.hash).toBe('#gid=1&pid=1');
    running?.stop();
    const plain = await mountGallery(galleryMarkup(), { productGallery: { viewer: false } });
    expect(click(plain.slides[0]!.querySelector('a')!).defaultPrevented).toBe(false);
  });
});
