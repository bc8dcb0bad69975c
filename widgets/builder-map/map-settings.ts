// What the page builder's map module asks for (reference §12, SPEC's map defaults): its centre (0 where a
// coordinate does not parse), zoom, whether the mouse wheel zooms (`data-mouse-wheel="on"`), whether it drags
// (always, except on a mobile device when `data-mobile-dragging="off"`), its grayscale for the screen mode (the
// tablet's, then the desktop's value; SPEC's default 0, read as saturation −grayscale), and its controls' corner
// (left bottom under a transparent menu, else left top); each pin's position, title and info window.
import type { ScreenMode } from '../../core/dom/screen-mode.ts';

export interface MapPin {
  element: HTMLElement;
  lat: number;
  lng: number;
  title: string;
  hasInfo: boolean;
}

export interface MapSettings {
  lat: number;
  lng: number;
  zoom: number;
  mouseWheel: boolean;
  draggable: boolean;
  saturation: number;
  controlsAtBottom: boolean;
}

const DEFAULT_ZOOM = 18;

function coordinate(value: string | null | undefined, limit: number): number | null {
  const number = Number.parseFloat(value ?? '');
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

function grayscaleFor(container: HTMLElement, mode: ScreenMode): number {
  const names = mode === 'phone' ? ['grayscalePhone', 'grayscaleTablet', 'grayscale'] : mode === 'tablet' ? ['grayscaleTablet', 'grayscale'] : ['grayscale'];
  for (const name of names) {
    const value = Number.parseFloat(container.dataset[name] ?? '');
    if (Number.isFinite(value)) return Math.min(100, Math.max(0, value));
  }
  return 0;
}

export function isMobileDevice(nav: Navigator = navigator): boolean {
  const hints = (nav as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  if (typeof hints?.mobile === 'boolean') return hints.mobile;
  return /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini/i.test(nav.userAgent);
}

export function readMapSettings(container: HTMLElement, map: HTMLElement, mode: ScreenMode, mobile: boolean): MapSettings {
  const zoom = Number.parseInt(map.dataset['zoom'] ?? '', 10);
  return {
    lat: coordinate(map.dataset['centerLat'], 90) ?? 0,
    lng: coordinate(map.dataset['centerLng'], 180) ?? 0,
    zoom: Number.isInteger(zoom) && zoom >= 0 && zoom <= 22 ? zoom : DEFAULT_ZOOM,
    mouseWheel: map.dataset['mouseWheel'] === 'on',
    draggable: !(mobile && map.dataset['mobileDragging'] === 'off'),
    saturation: -grayscaleFor(container, mode),
    controlsAtBottom: container.classList.contains('et_beneath_transparent_nav'),
  };
}

/** The module's pins that have a position; the others cannot be placed and are skipped. */
export function readMapPins(container: HTMLElement): MapPin[] {
  return [...container.querySelectorAll<HTMLElement>('.et_pb_map_pin')].flatMap((element) => {
    const lat = coordinate(element.dataset['lat'], 90);
    const lng = coordinate(element.dataset['lng'], 180);
    if (lat === null || lng === null) return [];
    const title = (element.dataset['title'] ?? '').trim();
    return [{ element, lat, lng, title, hasInfo: element.querySelector('.infowindow') !== null }];
  });
}
