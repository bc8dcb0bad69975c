// The map module without a maps library: its pins, which the theme's CSS hides, shown as a readable list of
// places (their titles and info-window content, as printed), each with a link that opens the place on a map in a
// new tab; the empty map box is hidden. Returns a function that puts the module back as it was.
import { t } from './builder-map.strings.ts';
import type { MapPin } from './map-settings.ts';

export const PIN_LIST_CLASS = 'fondant-map-pins';

function placeLink(pin: MapPin): HTMLAnchorElement {
  const link = document.createElement('a');
  link.className = 'fondant-map-pin-link';
  link.href = `https://www.google.com/maps/search/?api=1&query=${pin.lat},${pin.lng}`;
  link.target = '_blank';
  link.rel = 'noopener';
  link.textContent = t('mapOpenPlace', { name: pin.title || t('mapPlace') });
  return link;
}

/** Lists every pin of the module; those with a position (`placed`) get their link. */
export function showPinList(container: HTMLElement, placed: readonly MapPin[]): () => void {
  const items = [...container.querySelectorAll<HTMLElement>(':scope > .et_pb_map_pin')];
  container.classList.add(PIN_LIST_CLASS);
  container.setAttribute('role', 'list');
  container.setAttribute('aria-label', t('mapPlaces'));
  for (const item of items) item.setAttribute('role', 'listitem');
  const links = placed.map((pin) => pin.element.appendChild(placeLink(pin)));
  return () => {
    container.classList.remove(PIN_LIST_CLASS);
    container.removeAttribute('role');
    container.removeAttribute('aria-label');
    for (const item of items) item.removeAttribute('role');
    for (const link of links) link.remove();
  };
}
