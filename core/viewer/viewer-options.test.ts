// The viewer's PhotoSwipe options (WooCommerce's PhotoSwipe settings by default, a lightbox's looping, animated,
// click-for-next settings on demand, never PhotoSwipe's own controls) and the French error message with its link.
import { describe, expect, it } from 'vitest';
import { imageErrorMessage } from './viewer-error.ts';
import { viewerOptions } from './viewer-options.ts';

const item = { src: '/full.jpg', width: 1600, height: 1200, alt: 'Gâteau', caption: 'Pièce montée', msrc: '/small.jpg', thumb: '', thumbAlt: '', thumbSrcset: '', thumbSizes: '' };

describe('viewerOptions', () => {
  it('keeps WooCommerce’s settings: no loop, no open/close animation, double-tap zoom over 333 ms, " / " counter', () => {
    const options = viewerOptions([item, item], 1);
    expect(options).toMatchObject({
      index: 1,
      loop: false,
      showHideAnimationType: 'none',
      showAnimationDuration: 0,
      hideAnimationDuration: 0,
      doubleTapAction: 'zoom',
      zoomAnimationDuration: 333,
      trapFocus: true,
      returnFocus: false,
    });
    expect(options.dataSource).toEqual([
      { src: '/full.jpg', width: 1600, height: 1200, alt: 'Gâteau', msrc: '/small.jpg', caption: 'Pièce montée' },
      { src: '/full.jpg', width: 1600, height: 1200, alt: 'Gâteau', msrc: '/small.jpg', caption: 'Pièce montée' },
    ]);
  });

  it('for a lightbox: loops, a click or tap shows the next picture, the chosen animation over its duration, the page’s link as thumbnail', () => {
    const link = document.createElement('a');
    const options = viewerOptions([{ ...item, element: link, sizeGuessed: true }], 0, { loop: true, animation: 'zoom', animationMs: 333, pictureClick: 'next' });
    expect(options).toMatchObject({ loop: true, imageClickAction: 'next', tapAction: 'next', showHideAnimationType: 'zoom', showAnimationDuration: 333, hideAnimationDuration: 333 });
    expect(options.dataSource).toEqual([expect.objectContaining({ element: link, sizeGuessed: true })]);
    expect(viewerOptions([item], 0, { loop: true, animation: 'none', animationMs: 333, pictureClick: 'next' })).toMatchObject({ showHideAnimationType: 'none', showAnimationDuration: 0 });
  });

  it('turns off every control PhotoSwipe would write with innerHTML (the viewer builds its own)', () => {
    expect(viewerOptions([item], 0)).toMatchObject({ close: false, arrowPrev: false, arrowNext: false, zoom: false, preloader: false, counter: false });
  });

  it('words the error in French', () => {
    expect(viewerOptions([item], 0).errorMsg).toBe('L’image n’a pas pu être chargée.');
  });
});

describe('imageErrorMessage', () => {
  it('says in French that the image could not be loaded, "L’image" linking to it', () => {
    const message = imageErrorMessage('/gallery/full.svg');
    expect(message.className).toBe('pswp__error-msg');
    expect(message.textContent).toBe('L’image n’a pas pu être chargée.');
    const link = message.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/gallery/full.svg');
    expect(link.textContent).toBe('L’image');
  });
});
