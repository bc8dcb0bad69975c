// The viewer's own controls with the real PhotoSwipe in happy-dom: the very markup and places of PhotoSwipe's controls
// (compared with a stock PhotoSwipe's), what each button does, the arrows disabled at the ends, the French counter
// and caption, the loading indicator, and not one HTML string written from opening to closing (Trusted Types).
import PhotoSwipe from 'photoswipe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, eventually } from '../../core/testing/shop-page.ts';
import { readGalleryItems, type GalleryItem } from './gallery-items.ts';
import { galleryMarkup } from './gallery-test-markup.ts';
import { openViewer, type Viewer } from '../../core/viewer/viewer.ts';
import { viewerOptions } from '../../core/viewer/viewer-options.ts';

let viewer: Viewer | undefined;
let closed = vi.fn();

function galleryItems(): GalleryItem[] {
  document.body.innerHTML = galleryMarkup();
  return readGalleryItems(document.querySelector('.woocommerce-product-gallery')!);
}

function open(index = 0, items = galleryItems()): HTMLElement {
  const opener = document.createElement('button');
  document.body.append(opener);
  closed = vi.fn();
  viewer = openViewer(PhotoSwipe, { items, index, opener, idleMs: 0, onChange: () => {}, onClose: closed });
  return viewer.element!;
}

const control = (root: HTMLElement, selector: string) => root.querySelector<HTMLButtonElement>(selector)!;
const shownCount = (root: HTMLElement) => root.querySelector('.pswp__counter > [aria-hidden="true"]')!.textContent;
const classesOf = (parent: Element | null | undefined) => [...(parent?.children ?? [])].map((child) => child.className);

/** Every way of writing an HTML string into the page, watched. */
function watchHtmlWrites() {
  return [
    vi.spyOn(Element.prototype, 'innerHTML', 'set'),
    vi.spyOn(Element.prototype, 'outerHTML', 'set'),
    vi.spyOn(Element.prototype, 'insertAdjacentHTML'),
  ];
}

afterEach(async () => {
  vi.useRealTimers();
  viewer?.close();
  viewer = undefined;
  await eventually(() => expect(document.querySelector('.pswp')).toBeNull());
  document.body.replaceChildren();
});

describe('the viewer’s controls', () => {
  it('are PhotoSwipe’s own, attribute for attribute and in its places, built without innerHTML', async () => {
    const items = galleryItems();
    const writes = watchHtmlWrites();
    const controlsOn = { close: true, arrowPrev: true, arrowNext: true, zoom: true, preloader: true, counter: true };
    const titles = { closeTitle: 'Fermer (Échap)', zoomTitle: 'Zoom', arrowPrevTitle: 'Précédent', arrowNextTitle: 'Suivant' };
    const stockOptions = { ...viewerOptions(items, 0), ...controlsOn, ...titles };
    const stock = new PhotoSwipe(stockOptions);
    stock.init();
    expect(writes[0], 'the watch sees PhotoSwipe’s own controls written as HTML').toHaveBeenCalled();
    const selectors = ['.pswp__button--close', '.pswp__button--zoom', '.pswp__button--arrow--prev', '.pswp__button--arrow--next', '.pswp__preloader'];
    const stockMarkup = selectors.map((selector) => stock.element!.querySelector(selector)!.outerHTML);
    const stockPlaces = { topBar: classesOf(stock.topBar), scrollWrap: classesOf(stock.scrollWrap), root: classesOf(stock.element) };
    stock.destroy();
    await eventually(() => expect(document.querySelector('.pswp')).toBeNull());
    writes.forEach((write) => write.mockClear());

    const root = open(0, items);
    expect(selectors.map((selector) => root.querySelector(selector)!.outerHTML)).toEqual(stockMarkup);
    expect(classesOf(root.querySelector('.pswp__top-bar'))).toEqual(stockPlaces.topBar);
    expect(classesOf(root.querySelector('.pswp__scroll-wrap'))).toEqual(stockPlaces.scrollWrap);
    expect(classesOf(root)).toEqual([...stockPlaces.root, 'fondant-viewer__caption pswp__hide-on-close']);
    const icon = root.querySelector('.pswp__button--close svg')!;
    expect(icon.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(icon.firstElementChild!.getAttributeNS('http://www.w3.org/1999/xlink', 'href')).toBe('#pswp__icn-close');
    for (const write of writes) expect(write).not.toHaveBeenCalled();
  });

  it('write no HTML string from opening through moving, zooming and keys to closing', async () => {
    const items = galleryItems();
    const writes = watchHtmlWrites();
    const root = open(1, items);
    click(control(root, '.pswp__button--arrow--next'));
    click(control(root, '.pswp__button--arrow--prev'));
    click(control(root, '.pswp__button--zoom'));
    click(control(root, '.pswp__button--zoom'));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    viewer!.goTo(3);
    click(control(root, '.pswp__button--close'));
    await eventually(() => expect(closed).toHaveBeenCalledOnce());
    for (const write of writes) expect(write).not.toHaveBeenCalled();
  });

  it('close closes the viewer; zoom toggles the current picture’s zoom, PhotoSwipe marking the root for its icon', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1024);
    const toggleZoom = vi.spyOn(PhotoSwipe.prototype, 'toggleZoom');
    const root = open();
    expect(control(root, '.pswp__button--close').getAttribute('aria-label')).toBe('Fermer (Échap)');
    expect(control(root, '.pswp__button--zoom').title).toBe('Zoom');
    expect(root.classList.contains('pswp--zoom-allowed')).toBe(true);
    expect(root.classList.contains('pswp--zoomed-in')).toBe(false);
    click(control(root, '.pswp__button--zoom'));
    expect(toggleZoom).toHaveBeenCalledOnce();
    // At the end of the 333 ms zoom, which happy-dom (no transitionend) ends by PhotoSwipe's fallback 500 ms later.
    await eventually(() => expect(root.classList.contains('pswp--zoomed-in')).toBe(true), 3000);
    click(control(root, '.pswp__button--close'));
    await eventually(() => expect(closed).toHaveBeenCalledOnce());
    expect(root.isConnected).toBe(false);
  });

  it('the arrows move one picture back and forth and are disabled at either end', () => {
    const root = open();
    const previous = control(root, '.pswp__button--arrow--prev');
    const next = control(root, '.pswp__button--arrow--next');
    expect([previous.title, next.title]).toEqual(['Précédent', 'Suivant']);
    expect([previous.disabled, next.disabled]).toEqual([true, false]);
    click(next);
    expect(viewer!.index).toBe(1);
    expect([previous.disabled, next.disabled]).toEqual([false, false]);
    click(previous);
    expect(viewer!.index).toBe(0);
    viewer!.goTo(3);
    expect([previous.disabled, next.disabled]).toEqual([false, true]);
  });

  it('the counter shows "2 / 4" and speaks the picture with its alt, politely', () => {
    const root = open(1);
    const spoken = root.querySelector('.pswp__counter > .screen-reader-text[aria-live="polite"]')!;
    expect(shownCount(root)).toBe('2 / 4');
    expect(spoken.textContent).toBe('Image 2 sur 4 : Ourson modelé en pâte à sucre');
    click(control(root, '.pswp__button--arrow--next'));
    click(control(root, '.pswp__button--arrow--next'));
    expect(shownCount(root)).toBe('4 / 4');
    expect(spoken.textContent).toBe('Image 4 sur 4');
  });

  it('the caption shows the picture’s caption as text, and hides without one', () => {
    const items = galleryItems();
    items[1]!.caption = '<b>Pièce</b> montée ';
    const root = open(0, items);
    const caption = root.querySelector<HTMLElement>('.fondant-viewer__caption')!;
    expect(caption.hidden).toBe(true);
    click(control(root, '.pswp__button--arrow--next'));
    expect(caption.hidden).toBe(false);
    expect(caption.textContent).toBe('<b>Pièce</b> montée');
    expect(caption.children).toHaveLength(0);
  });

  it('the loading indicator turns on when the picture is still loading after PhotoSwipe’s delay, and off once it has loaded', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const loading: HTMLImageElement[] = [];
    // happy-dom lays nothing out (PhotoSwipe loads no image into a 0 px wide viewport) and loads no image: every
    // image stays loading until the test fires its load event.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1024);
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockImplementation(function (this: HTMLImageElement) {
      loading.push(this);
      return false;
    });
    const root = open(1);
    const indicator = root.querySelector('.pswp__top-bar > .pswp__preloader')!;
    const active = () => indicator.classList.contains('pswp__preloader--active');
    vi.advanceTimersByTime(1999);
    expect(active()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(active()).toBe(true);
    const current = loading.find((img) => img.getAttribute('src') === '/gallery/formation-cake-designer-2.svg')!;
    current.dispatchEvent(new Event('load'));
    expect(active()).toBe(false);
  });
});
