// A builder slider's controls, created in the theme's markup so its CSS styles them (reference §8.1):
// `div.et-pb-slider-arrows` with `a.et-pb-arrow-prev|next[href="#"] > span` (the `et_pb_custom` texts) and
// `div.et-pb-controllers` with one numbered `a[href="#"]` per slide (`et-pb-active-control` on the shown one),
// appended to the root; for assistive tech they are buttons with French names (« Diapositive précédente »,
// « Diapositive 2 sur 4 », `aria-current` on the shown slide's), pressed by click, Enter or Space.
import type { MountContext } from '../../core/registry/define-widget.ts';
import { t } from './builder-slider.strings.ts';
import type { SliderSettings } from './slider-settings.ts';

const ACTIVE_CONTROL = 'et-pb-active-control';

export interface SliderControls {
  /** Marks the dot of the shown slide. */
  show(index: number): void;
}

export interface ControlActions {
  previous(): void;
  next(): void;
  goTo(index: number): void;
}

function pressable(context: MountContext<unknown>, link: HTMLAnchorElement, label: string, press: () => void): HTMLAnchorElement {
  link.href = '#';
  link.setAttribute('role', 'button');
  link.setAttribute('aria-label', label);
  context.listen(link, 'click', (event) => {
    event.preventDefault();
    press();
  });
  // Enter already clicks a link; Space, a button's other key, would scroll the page.
  context.listen(link, 'keydown', (event: KeyboardEvent) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    press();
  });
  return link;
}

export function createControls(context: MountContext<unknown>, root: HTMLElement, count: number, settings: SliderSettings, actions: ControlActions): SliderControls {
  const created: HTMLElement[] = [];
  const gallery = root.classList.contains('et_pb_gallery');
  if (settings.arrows) {
    const arrows = document.createElement('div');
    arrows.className = 'et-pb-slider-arrows';
    const arrow = (className: string, text: string, label: string, press: () => void) => {
      const link = pressable(context, document.createElement('a'), label, press);
      link.className = className;
      // The gallery's arrows take the module's text colour (reference §11).
      if (gallery) link.style.color = 'inherit';
      const span = document.createElement('span');
      span.textContent = text;
      link.append(span);
      return link;
    };
    arrows.append(arrow('et-pb-arrow-prev', settings.previousText, t('sliderPrevious'), actions.previous), arrow('et-pb-arrow-next', settings.nextText, t('sliderNext'), actions.next));
    created.push(arrows);
  }
  const dots: HTMLAnchorElement[] = [];
  if (settings.dots) {
    const controllers = document.createElement('div');
    controllers.className = 'et-pb-controllers';
    for (let index = 0; index < count; index += 1) {
      const dot = pressable(context, document.createElement('a'), t('sliderDot', { index: index + 1, count }), () => actions.goTo(index));
      dot.textContent = String(index + 1);
      dots.push(dot);
    }
    controllers.append(...dots);
    created.push(controllers);
  }
  root.append(...created);
  context.onCleanup(() => created.forEach((element) => element.remove()));

  return {
    show(index) {
      dots.forEach((dot, position) => {
        dot.classList.toggle(ACTIVE_CONTROL, position === index);
        if (position === index) dot.setAttribute('aria-current', 'true');
        else dot.removeAttribute('aria-current');
        if (dot.className === '') dot.removeAttribute('class');
      });
    },
  };
}
