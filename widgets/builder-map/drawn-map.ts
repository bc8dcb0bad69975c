// The map module drawn with the page's maps library as the theme draws it (reference §12): the map in
// `.et_pb_map` with the module's settings (roadmap, its zoom and centre, wheel and dragging flags, controls in the
// left corner, saturation −grayscale), a marker per pin with the theme's marker image, and for a pin with an
// `.infowindow` an info window showing a copy of the pin's content: one open at a time, a click on the map closes
// it. Returns a function that takes it all down.
import type { MapPin, MapSettings } from './map-settings.ts';
import type { MapsInfoWindow, MapsLibrary, MapsMarker } from './maps-library.ts';

function pinContent(pin: MapPin): Node {
  const content = document.createElement('div');
  content.className = 'et_pb_map_pin';
  for (const child of pin.element.childNodes) content.append(child.cloneNode(true));
  return content;
}

export function drawMap(maps: MapsLibrary, mapElement: HTMLElement, settings: MapSettings, pins: readonly MapPin[], markerImagesUri: string | null): () => void {
  const position = settings.controlsAtBottom ? maps.ControlPosition.LEFT_BOTTOM : maps.ControlPosition.LEFT_TOP;
  const map = new maps.Map(mapElement, {
    zoom: settings.zoom,
    center: { lat: settings.lat, lng: settings.lng },
    mapTypeId: maps.MapTypeId.ROADMAP,
    scrollwheel: settings.mouseWheel,
    draggable: settings.draggable,
    panControlOptions: { position },
    zoomControlOptions: { position },
    styles: [{ stylers: [{ saturation: settings.saturation }] }],
  });
  const icon = markerImagesUri ? { url: `${markerImagesUri}/marker.png`, size: new maps.Size(46, 43), anchor: new maps.Point(16, 43) } : undefined;
  let openWindow: MapsInfoWindow | null = null;
  const markers: MapsMarker[] = [];
  const windows: MapsInfoWindow[] = [];
  for (const pin of pins) {
    const marker = new maps.Marker({ position: { lat: pin.lat, lng: pin.lng }, map, title: pin.title, ...(icon ? { icon } : {}) });
    markers.push(marker);
    if (!pin.hasInfo) continue;
    const infoWindow = new maps.InfoWindow();
    infoWindow.setContent(pinContent(pin));
    windows.push(infoWindow);
    marker.addListener('click', () => {
      openWindow?.close();
      infoWindow.open({ anchor: marker, map });
      openWindow = infoWindow;
    });
  }
  map.addListener('click', () => {
    openWindow?.close();
    openWindow = null;
  });
  return () => {
    for (const infoWindow of windows) infoWindow.close();
    for (const marker of markers) {
      maps.event.clearInstanceListeners(marker);
      marker.setMap(null);
    }
    maps.event.clearInstanceListeners(map);
  };
}
