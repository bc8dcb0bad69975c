// What a portfolio carousel reads from its data attributes and the theme's `et_pb_custom`, and its column count.
import { afterEach, describe, expect, it } from 'vitest';
import { columnsFor, readCarouselSettings } from './carousel-settings.ts';

const root = (attributes: string, inner = '') => {
  const element = document.createElement('div');
  element.innerHTML = `<div class="et_pb_module et_pb_fullwidth_portfolio et_pb_fullwidth_portfolio_1 et_pb_fullwidth_portfolio_carousel" ${attributes}>${inner}</div>`;
  return element.firstElementChild!;
};

afterEach(() => {
  (window as unknown as { et_pb_custom?: unknown }).et_pb_custom = undefined;
});

describe('readCarouselSettings', () => {
  it('rotates only when data-auto-rotate is on, every data-auto-rotate-speed ms or 7000 ms, moving in 700 ms', () => {
    expect(readCarouselSettings(root('data-auto-rotate="on" data-auto-rotate-speed="4000"'))).toMatchObject({ autoRotate: true, speedMs: 4000, moveMs: 700 });
    expect(readCarouselSettings(root('data-auto-rotate="off" data-auto-rotate-speed="4000"')).autoRotate).toBe(false);
    expect(readCarouselSettings(root('')).autoRotate).toBe(false);
    for (const speed of ['', 'vite', '0', '-5', '2.5']) expect(readCarouselSettings(root(`data-auto-rotate="on" data-auto-rotate-speed="${speed}"`)).speedMs, speed).toBe(7000);
  });

  it('takes the arrows’ texts from et_pb_custom and the name from the title, else the kind and order', () => {
    expect(readCarouselSettings(root(''))).toMatchObject({ previousText: 'Précédent', nextText: 'Suivant', label: 'Portfolio en carrousel 2' });
    (window as unknown as { et_pb_custom?: unknown }).et_pb_custom = { previous: 'Avant', next: 'Après' };
    expect(readCarouselSettings(root('', '<h2 class="et_pb_portfolio_title"> Nos pièces montées </h2>'))).toMatchObject({ previousText: 'Avant', nextText: 'Après', label: 'Nos pièces montées' });
  });
});

describe('columnsFor', () => {
  it('gives 5, 4, 3, 2 columns from 1600, 1024, 768, 480 px, else 1', () => {
    expect([1920, 1600, 1599, 1024, 1023, 768, 767, 480, 479, 0].map(columnsFor)).toEqual([5, 5, 4, 4, 3, 3, 2, 2, 1, 1]);
  });
});
