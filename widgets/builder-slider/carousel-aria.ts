// The WAI-ARIA carousel pattern over a builder slider's markup (the theme prints none, reference §0.4): the root a
// region « carrousel » with a French name, each slide a group « diapositive » named « 2 sur 4 », the slides that are
// not shown inert (out of the accessibility tree and the tab order), the slides' container a live region that is
// off while the slides rotate by themselves and polite when they don't.
import { t } from './builder-slider.strings.ts';

export function labelCarousel(root: HTMLElement, slides: readonly HTMLElement[], label: string): void {
  root.setAttribute('role', 'region');
  root.setAttribute('aria-roledescription', t('sliderCarousel'));
  root.setAttribute('aria-label', label);
  slides.forEach((slide, index) => {
    slide.setAttribute('role', 'group');
    slide.setAttribute('aria-roledescription', t('sliderSlideRole'));
    slide.setAttribute('aria-label', t('sliderSlide', { index: index + 1, count: slides.length }));
  });
}

export function showSlideToAssistiveTech(slides: readonly HTMLElement[], shown: number): void {
  slides.forEach((slide, index) => {
    if (index === shown) slide.removeAttribute('inert');
    else slide.setAttribute('inert', '');
  });
}

export function announceSlides(container: HTMLElement, rotating: boolean): void {
  container.setAttribute('aria-live', rotating ? 'off' : 'polite');
}
