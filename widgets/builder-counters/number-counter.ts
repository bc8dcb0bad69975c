// The number counter module (`.et_pb_number_counter[data-number-value]`): counts up in `.percent-value` once
// visible, grouped with its separator, the module `active` from the start of the count; the final value with its
// sign is what screen readers read throughout.
import { countUp } from './count-up.ts';
import { whenFirstVisible } from '../../core/dom/first-visible.ts';
import { formatCount } from './number-format.ts';
import { speakFinalValue } from './spoken-value.ts';

export function startNumberCounter(module: HTMLElement, onStop: (stop: () => void) => void): void {
  const shown = module.querySelector<HTMLElement>('.percent-value');
  const target = Number.parseFloat(module.dataset['numberValue'] ?? '');
  if (!shown || !Number.isFinite(target)) return;
  const separator = module.dataset['numberSeparator'] ?? '';
  const sign = module.querySelector('.percent-sign')?.textContent ?? '';
  const line = shown.closest<HTMLElement>('p') ?? shown;
  speakFinalValue(line, `${formatCount(target, separator)}${sign}`);
  onStop(
    whenFirstVisible(module, () => {
      module.classList.add('active');
      onStop(countUp(target, (value) => (shown.textContent = formatCount(value, separator))));
    }),
  );
}
