// The builder's map module: the settings and pins read from Divi's attributes (bad values falling back), the map
// drawn with a maps library double (options, markers, one info window at a time, a map click closing it), the
// readable list of places without a library or when it breaks, and the module put back at unmount.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoAttributes } from '../../core/registry/define-widget.ts';
import { testMount } from '../../core/testing/test-mount.ts';
import { mount } from './builder-map.ts';
import { isMobileDevice, readMapPins, readMapSettings } from './map-settings.ts';

const MAP = `<div class="et_pb_module et_pb_map_container et_pb_map_container_0" data-grayscale="40" data-grayscale-tablet="20">
  <div class="et_pb_map" data-center-lat="48.8583" data-center-lng="2.3795" data-zoom="15" data-mouse-wheel="off" data-mobile-dragging="off"></div>
  <div class="et_pb_map_pin" data-lat="48.8583" data-lng="2.3795" data-title="L’atelier"><h3>L’atelier</h3><div class="infowindow"><p>12 rue des Pâtissiers</p></div></div>
  <div class="et_pb_map_pin" data-lat="48.8601" data-lng="2.377" data-title="La boutique"><h3>La boutique</h3><div class="infowindow"><p>Retrait</p></div></div>
  <div class="et_pb_map_pin" data-lat="quatre" data-lng="" data-title="À confirmer"><h3>À confirmer</h3></div>
</div>`;

type Handler = () => void;
class Emitter {
  handlers = new Map<string, Handler[]>();
  addListener(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return { remove: () => {} };
  }
  trigger(event: string) {
    for (const handler of this.handlers.get(event) ?? []) handler();
  }
}
let drawn: { maps: Array<{ element: HTMLElement; options: Record<string, unknown> } & Emitter>; markers: Array<{ options: Record<string, unknown>; map: unknown } & Emitter>; windows: Array<{ content: Node | null; openOn: unknown }> };

function installLibrary(overrides: Record<string, unknown> = {}) {
  drawn = { maps: [], markers: [], windows: [] };
  const maps = {
    Map: class extends Emitter {
      constructor(public element: HTMLElement, public options: Record<string, unknown>) {
        super();
        element.append(Object.assign(document.createElement('div'), { className: 'drawn' }));
        drawn.maps.push(this);
      }
      setCenter() {}
    },
    Marker: class extends Emitter {
      map: unknown;
      constructor(public options: Record<string, unknown>) {
        super();
        this.map = options['map'];
        drawn.markers.push(this);
      }
      setMap(map: unknown) {
        this.map = map;
      }
    },
    InfoWindow: class {
      content: Node | null = null;
      openOn: unknown = null;
      constructor() {
        drawn.windows.push(this);
      }
      setContent(content: Node) {
        this.content = content;
      }
      open(options: { anchor: unknown }) {
        this.openOn = options.anchor;
      }
      close() {
        this.openOn = null;
      }
    },
    Size: class {
      constructor(public width: number, public height: number) {}
    },
    Point: class {
      constructor(public x: number, public y: number) {}
    },
    MapTypeId: { ROADMAP: 'roadmap' },
    ControlPosition: { LEFT_TOP: 5, LEFT_BOTTOM: 6 },
    event: { clearInstanceListeners: (instance: Emitter) => instance.handlers.clear() },
    ...overrides,
  };
  vi.stubGlobal('google', { maps });
}

async function mounted(html = MAP) {
  document.body.innerHTML = html;
  const element = document.body.firstElementChild as HTMLElement;
  const printed = element.outerHTML;
  const mounting = testMount<NoAttributes>(element);
  await mount(mounting.context);
  return { element, mounting, printed };
}

beforeEach(() => {
  vi.stubGlobal('et_pb_custom', { builder_images_uri: 'https://atelier.example/wp-content/themes/Divi/includes/builder/images/' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('readMapSettings and readMapPins', () => {
  const parts = (html: string) => {
    document.body.innerHTML = html;
    const container = document.body.firstElementChild as HTMLElement;
    return { container, map: container.querySelector<HTMLElement>('.et_pb_map')! };
  };

  it('read the module’s centre, zoom, flags, grayscale per screen mode and controls corner', () => {
    const { container, map } = parts(MAP);
    expect(readMapSettings(container, map, 'desktop', false)).toEqual({ lat: 48.8583, lng: 2.3795, zoom: 15, mouseWheel: false, draggable: true, saturation: -40, controlsAtBottom: false });
    expect(readMapSettings(container, map, 'tablet', true)).toMatchObject({ draggable: false, saturation: -20 });
    expect(readMapSettings(container, map, 'phone', true)).toMatchObject({ saturation: -20 });
  });

  it('fall back on values that do not parse: centre 0, zoom 18, grayscale 0, dragging and no wheel', () => {
    const { container, map } = parts('<div class="et_pb_map_container et_beneath_transparent_nav" data-grayscale="gris"><div class="et_pb_map" data-center-lat="nord" data-center-lng="400" data-zoom="abc" data-mouse-wheel="yes"></div></div>');
    expect(readMapSettings(container, map, 'desktop', true)).toEqual({ lat: 0, lng: 0, zoom: 18, mouseWheel: false, draggable: true, saturation: -0, controlsAtBottom: true });
  });

  it('skip the pins without a position', () => {
    const { container } = parts(MAP);
    expect(readMapPins(container).map((pin) => [pin.title, pin.lat, pin.lng, pin.hasInfo])).toEqual([
      ['L’atelier', 48.8583, 2.3795, true],
      ['La boutique', 48.8601, 2.377, true],
    ]);
  });

  it('tell a mobile device by its client hints, else its user agent', () => {
    expect(isMobileDevice({ userAgentData: { mobile: true }, userAgent: '' } as unknown as Navigator)).toBe(true);
    expect(isMobileDevice({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' } as Navigator)).toBe(true);
    expect(isMobileDevice({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' } as Navigator)).toBe(false);
  });
});

describe('a mounted map with the page’s maps library', () => {
  it('is drawn with the module’s settings, a marker per placed pin with the theme’s marker, and named', async () => {
    installLibrary();
    const { element } = await mounted();
    expect(drawn.maps).toHaveLength(1);
    expect(drawn.maps[0]!.element).toBe(element.querySelector('.et_pb_map'));
    expect(drawn.maps[0]!.options).toMatchObject({ zoom: 15, center: { lat: 48.8583, lng: 2.3795 }, mapTypeId: 'roadmap', scrollwheel: false, draggable: true, zoomControlOptions: { position: 5 }, styles: [{ stylers: [{ saturation: -40 }] }] });
    expect(drawn.markers.map((marker) => marker.options['title'])).toEqual(['L’atelier', 'La boutique']);
    expect(drawn.markers[0]!.options['icon']).toMatchObject({ url: 'https://atelier.example/wp-content/themes/Divi/includes/builder/images/marker.png', size: { width: 46, height: 43 }, anchor: { x: 16, y: 43 } });
    expect(element.querySelector('.et_pb_map')!.getAttribute('aria-label')).toBe('Carte : L’atelier, La boutique');
    expect(element.classList.contains('fondant-map-pins')).toBe(false);
  });

  it('opens one info window at a time with a copy of the pin’s content; a click on the map closes it', async () => {
    installLibrary();
    await mounted();
    const [first, second] = drawn.markers;
    first!.trigger('click');
    expect(drawn.windows[0]!.openOn).toBe(first);
    expect((drawn.windows[0]!.content as HTMLElement).querySelector('.infowindow p')!.textContent).toBe('12 rue des Pâtissiers');
    second!.trigger('click');
    expect(drawn.windows[0]!.openOn).toBeNull();
    expect(drawn.windows[1]!.openOn).toBe(second);
    drawn.maps[0]!.trigger('click');
    expect(drawn.windows[1]!.openOn).toBeNull();
  });

  it('is taken down at unmount: markers off the map, listeners cleared, the module as printed', async () => {
    installLibrary();
    const { element, mounting, printed } = await mounted();
    mounting.unmount();
    expect(drawn.markers.every((marker) => marker.map === null && marker.handlers.size === 0)).toBe(true);
    expect(drawn.maps[0]!.handlers.size).toBe(0);
    expect(element.querySelector('.drawn')).toBeNull();
    expect(element.outerHTML).toBe(printed);
  });
});

describe('a mounted map without a usable maps library', () => {
  it('lists its places, each placed pin with a link to a map in a new tab, and is put back at unmount', async () => {
    const { element, mounting, printed } = await mounted();
    expect(element.classList.contains('fondant-map-pins')).toBe(true);
    expect(element.getAttribute('role')).toBe('list');
    expect(element.getAttribute('aria-label')).toBe('Adresses de la carte');
    expect([...element.querySelectorAll('.et_pb_map_pin')].map((pin) => pin.getAttribute('role'))).toEqual(['listitem', 'listitem', 'listitem']);
    const links = [...element.querySelectorAll<HTMLAnchorElement>('.fondant-map-pin-link')];
    expect(links.map((link) => [link.textContent, link.href, link.target])).toEqual([
      ['Voir L’atelier sur une carte', 'https://www.google.com/maps/search/?api=1&query=48.8583,2.3795', '_blank'],
      ['Voir La boutique sur une carte', 'https://www.google.com/maps/search/?api=1&query=48.8601,2.377', '_blank'],
    ]);
    mounting.unmount();
    expect(element.outerHTML).toBe(printed);
  });

  it('lists its places when the library lacks a part or breaks while drawing, the failure reported', async () => {
    installLibrary({ InfoWindow: undefined });
    expect((await mounted()).element.classList.contains('fondant-map-pins')).toBe(true);
    installLibrary({
      Map: class {
        constructor(element: HTMLElement) {
          element.append(document.createElement('canvas'));
          throw new Error('quota');
        }
      },
    });
    const { element, mounting } = await mounted();
    expect(element.classList.contains('fondant-map-pins')).toBe(true);
    expect(element.querySelector('.et_pb_map canvas')).toBeNull();
    expect(mounting.errors).toHaveLength(1);
  });
});
