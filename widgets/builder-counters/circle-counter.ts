// The circle counter module (`.et_pb_circle_counter_inner[data-number-value]`): once visible, its ring and its
// `.percent-value` count up together to the value; the final percentage is what screen readers read throughout.
import { createRing } from './circle-canvas.ts';
import { countUp } from './count-up.ts';
import { whenFirstVisible } from '../../core/dom/first-visible.ts';
import { formatCount } from './number-format.ts';
import { speakFinalValue } from './spoken-value.ts';

export function startCircleCounter(module: HTMLElement, onStop: (stop: () => void) => void): void {
  const inner = module.querySelector<HTMLElement>('.et_pb_circle_counter_inner');
  const shown = inner?.querySelector<HTMLElement>('.percent-value');
  const target = Number.parseFloat(inner?.dataset['numberValue'] ?? '');
  if (!inner || !shown || !Number.isFinite(target)) return;
  const sign = inner.querySelector('.percent-sign')?.textContent ?? '';
  speakFinalValue(shown.closest<HTMLElement>('p') ?? shown, `${formatCount(target, '')}${sign}`);
  onStop(
    whenFirstVisible(inner, () => {
      const ring = createRing(inner);
      if (ring) {
        inner.prepend(ring.canvas);
        onStop(() => ring.canvas.remove());
      }
      onStop(
        countUp(target, (value) => {
          ring?.draw(value);
          shown.textContent = formatCount(value, '');
        }),
      );
    }),
  );
}
