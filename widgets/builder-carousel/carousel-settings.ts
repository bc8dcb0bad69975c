// What a fullwidth portfolio carousel reads (reference §9, SPEC constants): auto-rotation when `data-auto-rotate` is
// "on", every `data-auto-rotate-speed` ms (7000 when missing or garbled), 700 ms moves; the arrows' visible texts from
// the theme's `et_pb_custom` over French defaults; the carousel's name (its title, else its kind and order index);
// and the columns for the items' width (5 from 1600 px, 4 from 1024, 3 from 768, 2 from 480, else 1).
import { builderParams } from '../../core/config/builder-params.ts';
import { asString } from '../../core/config/json-values.ts';
import { t } from './builder-carousel.strings.ts';

export const AUTO_ROTATE_MS = 7000;
export const CAROUSEL_MOVE_MS = 700;

const COLUMNS_FROM: ReadonlyArray<[number, number]> = [[1600, 5], [1024, 4], [768, 3], [480, 2]];

export function columnsFor(widthPx: number): number {
  return COLUMNS_FROM.find(([from]) => widthPx >= from)?.[1] ?? 1;
}

export interface CarouselSettings {
  autoRotate: boolean;
  speedMs: number;
  moveMs: number;
  previousText: string;
  nextText: string;
  label: string;
}

function orderNumber(root: Element): number {
  for (const name of root.classList) {
    const match = /^et_pb_fullwidth_portfolio_(\d+)/.exec(name);
    if (match) return Number(match[1]) + 1;
  }
  return 1;
}

export function readCarouselSettings(root: Element, win: Window = window): CarouselSettings {
  const theme = builderParams(win);
  const text = (key: string, fallback: string) => asString(theme[key])?.trim() || fallback;
  const speed = Number((root.getAttribute('data-auto-rotate-speed') ?? '').trim());
  const title = root.querySelector(':scope > .et_pb_portfolio_title')?.textContent?.trim();
  return {
    autoRotate: root.getAttribute('data-auto-rotate')?.trim() === 'on',
    speedMs: Number.isInteger(speed) && speed > 0 ? speed : AUTO_ROTATE_MS,
    moveMs: CAROUSEL_MOVE_MS,
    previousText: text('previous', t('carouselPreviousText')),
    nextText: text('next', t('carouselNextText')),
    label: title || t('carouselLabel', { number: orderNumber(root) }),
  };
}
