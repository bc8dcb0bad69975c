// The builder-toggle widget's chunk, on one accordion or one standalone toggle of the page builder. Titles become
// disclosure buttons (toggle-item.ts). An accordion keeps one item open: a closed item's button opens it and closes
// the open one over 700 ms, while `et_pb_accordion_toggling` marks the accordion and further presses are ignored;
// the open item's button does nothing (`aria-disabled`, as the WAI-ARIA pattern has it for a panel that cannot
// collapse); the opened item is brought under the fixed header when it went above it; arrows, Home and End move
// between the titles. A standalone toggle opens and closes. Nothing slides under reduced motion.
import { builderBundleRuns } from '../../core/dom/builder-bundle.ts';
import { scrollBelowFixedHeader } from '../../core/dom/fixed-header.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { accordionKeyTarget } from './accordion-keys.ts';
import { enhanceToggle, isOpen, restoreToggle, setToggleOpen, type ToggleItem } from './toggle-item.ts';

const TOGGLING = 'et_pb_accordion_toggling';

export function mount(context: MountContext<NoAttributes>): void {
  // The theme's own bundle drives this module when it is on the page: stay off (core/dom/builder-bundle.ts).
  if (builderBundleRuns()) return;
  const root = context.element;
  const isAccordion = root.classList.contains('et_pb_accordion');
  const items = isAccordion ? [...root.querySelectorAll<HTMLElement>(':scope > .et_pb_toggle')] : [root];
  const toggles = items.flatMap((item) => enhanceToggle(item) ?? []);
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let moving = false;
  context.onCleanup(() => {
    for (const timer of timers) clearTimeout(timer);
    toggles.forEach(restoreToggle);
  });

  const markOpenItem = () => {
    if (!isAccordion) return;
    for (const toggle of toggles) {
      if (isOpen(toggle)) toggle.button.setAttribute('aria-disabled', 'true');
      else toggle.button.removeAttribute('aria-disabled');
    }
  };
  const run = (toggle: ToggleItem, open: boolean, done: () => void = () => {}) => {
    const timer = setToggleOpen(toggle, open, () => {
      timers.delete(timer);
      done();
    });
    timers.add(timer);
  };

  const press = (toggle: ToggleItem) => {
    if (moving) return;
    if (!isAccordion) {
      moving = true;
      run(toggle, !isOpen(toggle), () => (moving = false));
      return;
    }
    if (isOpen(toggle)) return;
    moving = true;
    root.classList.add(TOGGLING);
    const previous = toggles.find((other) => other !== toggle && isOpen(other));
    let remaining = previous ? 2 : 1;
    const finished = () => {
      remaining -= 1;
      if (remaining > 0) return;
      moving = false;
      root.classList.remove(TOGGLING);
      markOpenItem();
      scrollBelowFixedHeader(toggle.item, { onlyWhenCovered: true });
    };
    run(toggle, true, finished);
    if (previous) run(previous, false, finished);
  };

  for (const toggle of toggles) {
    context.listen(toggle.title, 'click', () => press(toggle));
    if (isAccordion) {
      context.listen(toggle.button, 'keydown', (event) => {
        const target = accordionKeyTarget(event.key, toggles.map((other) => other.button), toggle.button);
        if (!target) return;
        event.preventDefault();
        target.focus();
      });
    }
  }
  markOpenItem();
}
