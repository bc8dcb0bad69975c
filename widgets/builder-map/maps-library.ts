// The part of the Google Maps JavaScript API (v3) the map module uses, as the page provides it in
// `window.google.maps` (the theme or a plugin loads it with the site's key; Fondant never loads it itself).

export interface MapsEventTarget {
  addListener(event: string, handler: () => void): { remove(): void };
}

export interface MapsMap extends MapsEventTarget {
  setCenter(position: { lat: number; lng: number }): void;
}

export interface MapsMarker extends MapsEventTarget {
  setMap(map: MapsMap | null): void;
}

export interface MapsInfoWindow {
  setContent(content: Node): void;
  open(options: { anchor: MapsMarker; map: MapsMap }): void;
  close(): void;
}

export interface MapsLibrary {
  Map: new (element: HTMLElement, options: Record<string, unknown>) => MapsMap;
  Marker: new (options: Record<string, unknown>) => MapsMarker;
  InfoWindow: new (options?: Record<string, unknown>) => MapsInfoWindow;
  Size: new (width: number, height: number) => unknown;
  Point: new (x: number, y: number) => unknown;
  MapTypeId: { ROADMAP: string };
  ControlPosition: { LEFT_TOP: number; LEFT_BOTTOM: number };
  event: { clearInstanceListeners(instance: object): void };
}

/** The page's maps library, when it has one with everything the module needs. */
export function mapsLibrary(win: Window = window): MapsLibrary | null {
  const maps = (win as unknown as { google?: { maps?: Partial<MapsLibrary> } }).google?.maps;
  if (!maps) return null;
  const needed = [maps.Map, maps.Marker, maps.InfoWindow, maps.Size, maps.Point];
  if (needed.some((part) => typeof part !== 'function')) return null;
  if (!maps.MapTypeId || !maps.ControlPosition || !maps.event) return null;
  return maps as MapsLibrary;
}
