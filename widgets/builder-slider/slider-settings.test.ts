// What a builder slider reads from its classes and from the theme's `et_pb_custom`, with the SPEC's defaults.
import { afterEach, describe, expect, it } from 'vitest';
import { readSliderSettings } from './slider-settings.ts';

const root = (classes: string) => {
  const element = document.createElement('div');
  element.className = classes;
  return element;
};

afterEach(() => {
  (window as unknown as { et_pb_custom?: unknown }).et_pb_custom = undefined;
});

describe('readSliderSettings', () => {
  it('reads autoplay and its speed, the 700 ms fade, arrows, dots and the hover pause from the classes', () => {
    const settings = readSliderSettings(root('et_pb_module et_pb_slider et_pb_slider_0 et_slider_auto et_slider_speed_5000 et_pb_slider_no_pagination'));
    expect(settings).toMatchObject({ auto: true, speedMs: 5000, fadeMs: 700, arrows: true, dots: false, pauseOnHover: true });
    expect(readSliderSettings(root('et_pb_slider et_pb_slider_no_arrows et_slider_auto_ignore_hover'))).toMatchObject({ auto: false, arrows: false, dots: true, pauseOnHover: false });
  });

  it('advances every 7000 ms when the speed class is missing, zero or garbled (not the theme’s 10 ms)', () => {
    for (const classes of ['et_slider_auto', 'et_slider_auto et_slider_speed_0', 'et_slider_auto et_slider_speed_vite', 'et_slider_auto et_slider_speed_']) {
      expect(readSliderSettings(root(classes)).speedMs, classes).toBe(7000);
    }
  });

  it('takes the arrows’ texts from et_pb_custom over French defaults', () => {
    expect(readSliderSettings(root('et_pb_slider'))).toMatchObject({ previousText: 'Précédent', nextText: 'Suivant' });
    (window as unknown as { et_pb_custom?: unknown }).et_pb_custom = { previous: 'Avant', next: ' ', prev: 'Préc.' };
    expect(readSliderSettings(root('et_pb_slider'))).toMatchObject({ previousText: 'Avant', nextText: 'Suivant' });
  });

  it('names the carousel by the module’s kind and order index', () => {
    expect(readSliderSettings(root('et_pb_module et_pb_slider et_pb_slider_1')).label).toBe('Diaporama 2');
    expect(readSliderSettings(root('et_pb_module et_pb_fullwidth_slider et_pb_fullwidth_slider_0 et_pb_slider')).label).toBe('Diaporama pleine largeur 1');
    expect(readSliderSettings(root('et_pb_module et_pb_slider et_pb_post_slider et_pb_post_slider_0')).label).toBe('Articles en diaporama 1');
    expect(readSliderSettings(root('et_pb_module et_pb_gallery et_pb_gallery_0 et_pb_slider et_pb_gallery_fullwidth')).label).toBe('Galerie en diaporama 1');
    expect(readSliderSettings(root('et_pb_slider et_pb_slider_no_arrows')).label).toBe('Diaporama 1');
  });
});
