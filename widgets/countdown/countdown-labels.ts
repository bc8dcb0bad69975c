// The sections' labels as the page builder picks them: the short ones (`data-short`: « Jour », « H ») when the module
// sits in a narrow column (3/8, 1/4) or its container is at most 400 px wide, else the full ones (`data-full`:
// « Jour(s) »); picked again 200 ms after the window stops resizing.
import type { MountContext } from '../../core/registry/define-widget.ts';
import { writeText, type CountdownSection } from './countdown-view.ts';

const NARROW_COLUMNS = '.et_pb_column_3_8, .et_pb_column_1_4';
const NARROW_WIDTH_PX = 400;
const RESIZE_DEBOUNCE_MS = 200;

export function wantsShortLabels(module: HTMLElement, container: HTMLElement): boolean {
  return module.closest(NARROW_COLUMNS) !== null || container.clientWidth <= NARROW_WIDTH_PX;
}

function writeLabels(sections: readonly CountdownSection[], short: boolean): void {
  for (const { section, label } of sections) {
    const text = short ? section.dataset.short : section.dataset.full;
    if (text !== undefined) writeText(label, text);
  }
}

export function followLabels(
  { listen, onCleanup, guard }: Pick<MountContext<unknown>, 'listen' | 'onCleanup' | 'guard'>,
  module: HTMLElement,
  container: HTMLElement,
  sections: readonly CountdownSection[],
): void {
  const pickLabels = () => writeLabels(sections, wantsShortLabels(module, container));
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  onCleanup(() => clearTimeout(resizeTimer));
  listen(window, 'resize', () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(guard(pickLabels), RESIZE_DEBOUNCE_MS);
  });
  pickLabels();
}
