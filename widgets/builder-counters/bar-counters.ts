// The bar counters module (`ul.et_pb_counters`): each bar takes its `data-width` (a percentage) as its inline width,
// as the theme's script sets it, and the list gets `et-animated` once visible, which starts the theme's CSS slide.
// Each bar's title and percentage stay plain text; under reduced motion fondant.css skips the theme's slide.
import { whenFirstVisible } from '../../core/dom/first-visible.ts';

export function startBarCounters(list: HTMLElement, onStop: (stop: () => void) => void): void {
  for (const amount of list.querySelectorAll<HTMLElement>('.et_pb_counter_amount[data-width]')) {
    const width = Number.parseFloat(amount.dataset['width'] ?? '');
    if (Number.isFinite(width)) amount.style.width = `${Math.min(100, Math.max(0, width))}%`;
  }
  onStop(whenFirstVisible(list, () => list.classList.add('et-animated')));
}
