// The builder-map widget's chunk, on one map module of the page builder: with the page's maps library (waited for
// until the page has loaded, as the theme waits), the map is drawn with its pins and info windows and named for
// assistive technology; without it, or when drawing fails, the pins become a readable list of places and nothing
// else changes. Unmounting takes the map down and puts the module back as the server printed it.
import { builderParams } from '../../core/config/builder-params.ts';
import { builderBundleRuns } from '../../core/dom/builder-bundle.ts';
import { screenMode } from '../../core/dom/screen-mode.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { t } from './builder-map.strings.ts';
import { drawMap } from './drawn-map.ts';
import { isMobileDevice, readMapPins, readMapSettings, type MapPin } from './map-settings.ts';
import { mapsLibrary } from './maps-library.ts';
import { showPinList } from './pin-list.ts';

function markerImagesUri(): string | null {
  const uri = builderParams()['builder_images_uri'];
  return typeof uri === 'string' && /^(https?:\/\/|\/)/.test(uri) ? uri.replace(/\/+$/, '') : null;
}

function nameMap(mapElement: HTMLElement, pins: readonly MapPin[]): () => void {
  const titles = pins.map((pin) => pin.title).filter(Boolean);
  mapElement.setAttribute('role', 'region');
  mapElement.setAttribute('aria-label', titles.length > 0 ? t('mapNamed', { name: titles.join(', ') }) : t('mapUnnamed'));
  return () => {
    mapElement.removeAttribute('role');
    mapElement.removeAttribute('aria-label');
  };
}

function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

export async function mount(context: MountContext<NoAttributes>): Promise<void> {
  // The theme's own bundle drives this module when it is on the page: stay off (core/dom/builder-bundle.ts).
  if (builderBundleRuns()) return;
  const container = context.element;
  const mapElement = container.querySelector<HTMLElement>(':scope > .et_pb_map');
  const pins = readMapPins(container);
  if (!mapElement) {
    context.onCleanup(showPinList(container, pins));
    return;
  }
  await pageLoaded();
  if (context.signal.aborted) return;
  const maps = mapsLibrary();
  let drawn: (() => void) | null = null;
  const saved = [...mapElement.childNodes];
  if (maps) {
    try {
      drawn = drawMap(maps, mapElement, readMapSettings(container, mapElement, screenMode(), isMobileDevice()), pins, markerImagesUri());
    } catch (error) {
      // A library that breaks is reported for this widget; the shopper gets the list.
      context.guard(() => {
        throw error;
      })();
      mapElement.replaceChildren(...saved);
    }
  }
  if (!drawn) {
    context.onCleanup(showPinList(container, pins));
    return;
  }
  context.onCleanup(nameMap(mapElement, pins));
  context.onCleanup(() => {
    drawn();
    mapElement.replaceChildren(...saved);
  });
}
