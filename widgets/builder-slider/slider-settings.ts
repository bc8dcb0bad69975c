// What a builder slider reads from its classes (reference §8.2, SPEC constants): autoplay (`et_slider_auto`) every
// `et_slider_speed_<ms>` ms (7000 when the class is missing or garbled, not the theme's 10 ms quirk), the 700 ms fade,
// arrows unless `et_pb_slider_no_arrows`, dots unless `et_pb_slider_no_pagination`, the hover pause unless
// `et_slider_auto_ignore_hover`; the arrows' visible texts from the theme's `et_pb_custom` over French defaults; the
// carousel's French name from the module's kind and order index.
import { builderParams } from '../../core/config/builder-params.ts';
import { asString } from '../../core/config/json-values.ts';
import { t } from './builder-slider.strings.ts';

export const SLIDESHOW_SPEED_MS = 7000;
export const SLIDER_FADE_MS = 700;

export interface SliderSettings {
  auto: boolean;
  speedMs: number;
  fadeMs: number;
  arrows: boolean;
  dots: boolean;
  pauseOnHover: boolean;
  previousText: string;
  nextText: string;
  label: string;
}

const KINDS: Array<[RegExp, (number: number) => string]> = [
  [/^et_pb_(?:fullwidth_)?post_slider_(\d+)/, (number) => t('sliderLabelPosts', { number })],
  [/^et_pb_fullwidth_slider_(\d+)/, (number) => t('sliderLabelFullwidth', { number })],
  [/^et_pb_gallery_(\d+)/, (number) => t('sliderLabelGallery', { number })],
  [/^et_pb_slider_(\d+)/, (number) => t('sliderLabel', { number })],
];

function carouselLabel(root: Element): string {
  for (const [pattern, label] of KINDS) {
    for (const name of root.classList) {
      const match = pattern.exec(name);
      if (match) return label(Number(match[1]) + 1);
    }
  }
  return t('sliderLabel', { number: 1 });
}

function speed(root: Element): number {
  for (const name of root.classList) {
    const match = /^et_slider_speed_(\d+)$/.exec(name);
    const value = match ? Number(match[1]) : 0;
    if (value > 0) return value;
  }
  return SLIDESHOW_SPEED_MS;
}

export function readSliderSettings(root: Element, win: Window = window): SliderSettings {
  const theme = builderParams(win);
  const text = (key: string, fallback: string) => asString(theme[key])?.trim() || fallback;
  const has = (name: string) => root.classList.contains(name);
  return {
    auto: has('et_slider_auto'),
    speedMs: speed(root),
    fadeMs: SLIDER_FADE_MS,
    arrows: !has('et_pb_slider_no_arrows'),
    dots: !has('et_pb_slider_no_pagination'),
    pauseOnHover: !has('et_slider_auto_ignore_hover'),
    previousText: text('previous', t('sliderPreviousText')),
    nextText: text('next', t('sliderNextText')),
    label: carouselLabel(root),
  };
}
