// The lightbox on a gallery and an image module with the real PhotoSwipe in happy-dom: a plain click or Space opens
// the viewer at that picture over all the gallery's pictures (wrapping), the hash written and read back, modified
// clicks and non-image links untouched, bad markup mounting nothing, and cleanup putting the links back.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoAttributes } from '../../core/registry/define-widget.ts';
import { eventually } from '../../core/testing/shop-page.ts';
import { testMount, type TestMount } from '../../core/testing/test-mount.ts';
import { mount } from './builder-lightbox.ts';

const picture = (name: string, hidden = false) =>
  `<div class="et_pb_gallery_item"${hidden ? ' hidden style="display:none"' : ''}><div class="et_pb_gallery_image landscape"><a href="/g/${name}.svg" title="${name} en sucre"><img src="/g/${name}-324.svg" alt="${name}" width="324" height="324"></a></div></div>`;

const GALLERY = `<div id="galerie-stage" class="et_pb_module et_pb_gallery"><div class="et_pb_gallery_items et_post_gallery">
  ${picture('roses')}${picture('pivoines')}${picture('orchidees', true)}
  <div class="et_pb_gallery_item"><div class="et_pb_gallery_image"><a id="page" href="/projet/licorne/"><img alt="Licorne"></a></div></div>
</div></div>`;

let mounted: TestMount<NoAttributes> | undefined;

function setUp(hash = '', html = GALLERY, selector = '.et_post_gallery') {
  window.history.replaceState(null, '', `/galerie/${hash}`);
  document.body.innerHTML = html;
  const element = document.querySelector<HTMLElement>(selector)!;
  mounted = testMount<NoAttributes>(element);
  mount(mounted.context);
  return element;
}

const links = () => [...document.querySelectorAll<HTMLAnchorElement>('.et_pb_gallery_image a')];
const viewer = () => document.querySelector<HTMLElement>('.pswp');
const shownCount = () => viewer()?.querySelector('.pswp__counter > [aria-hidden="true"]')?.textContent;
const press = (target: Element, key: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

function clickOn(target: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, detail: 1, ...init });
  target.dispatchEvent(event);
  return event;
}

// happy-dom runs no CSS transition: the viewer opens and closes without animation (lightbox-settings.test.ts covers the
// animation's choice, the browser spec the animation itself).
beforeEach(() => vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), addEventListener() {}, removeEventListener() {} })));

afterEach(async () => {
  mounted?.unmount();
  mounted = undefined;
  await eventually(() => expect(viewer()).toBeNull());
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('builder-lightbox', () => {
  it('a click on a picture opens the viewer there, over every picture of the gallery (hidden ones too), in the hash', async () => {
    setUp();
    const event = clickOn(links()[1]!.querySelector('img')!);
    expect(event.defaultPrevented).toBe(true);
    await eventually(() => expect(shownCount()).toBe('2 / 3'));
    expect(window.location.hash).toBe('#gid=galerie-stage&pid=2');
    expect(viewer()!.getAttribute('aria-label')).toBeTruthy();
    expect(viewer()!.querySelector('.fondant-viewer__caption')!.textContent).toBe('pivoines en sucre');
  });

  it('wraps from the last picture to the first, as Divi’s gallery navigation', async () => {
    setUp();
    clickOn(links()[2]!);
    await eventually(() => expect(shownCount()).toBe('3 / 3'));
    const next = viewer()!.querySelector<HTMLButtonElement>('.pswp__button--arrow--next')!;
    expect(next.disabled).toBe(false);
    next.click();
    expect(shownCount()).toBe('1 / 3');
    expect(window.location.hash).toBe('#gid=galerie-stage&pid=1');
  });

  it('Space on a picture link opens it; other keys do nothing', async () => {
    setUp();
    press(links()[0]!, 'a');
    expect(press(links()[0]!, ' ')).toBe(false);
    await eventually(() => expect(shownCount()).toBe('1 / 3'));
  });

  it('leaves modified and non-primary clicks and links to pages to the browser', async () => {
    setUp();
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(clickOn(links()[0]!, init).defaultPrevented).toBe(false);
    }
    expect(clickOn(document.getElementById('page')!).defaultPrevented).toBe(false);
    await new Promise((settled) => setTimeout(settled, 50));
    expect(viewer()).toBeNull();
  });

  it('opens the picture a copied URL names, and ignores another gallery’s or an out-of-range picture', async () => {
    setUp('#gid=galerie-stage&pid=3');
    await eventually(() => expect(shownCount()).toBe('3 / 3'));
    mounted!.unmount();
    await eventually(() => expect(viewer()).toBeNull());
    setUp('#gid=galerie-stage&pid=4');
    setUp('#gid=autre&pid=1');
    await new Promise((settled) => setTimeout(settled, 50));
    expect(viewer()).toBeNull();
  });

  it('opens an image module’s single picture under its module id', async () => {
    const link = setUp('', '<div id="affiche" class="et_pb_module et_pb_image"><a class="et_pb_lightbox_image" href="/g/affiche.svg"><span class="et_pb_image_wrap"><img src="/g/affiche-324.svg" alt="Wedding cake"></span></a></div>', '.et_pb_lightbox_image');
    clickOn(link.querySelector('img')!);
    await eventually(() => expect(shownCount()).toBe('1 / 1'));
    expect(window.location.hash).toBe('#gid=affiche&pid=1');
    expect(viewer()!.querySelector('.fondant-viewer__caption')!.textContent).toBe('Wedding cake');
  });

  it('marks the picture links as opening a dialog and removes the mark at unmount', () => {
    setUp();
    expect(links().map((link) => link.getAttribute('aria-haspopup'))).toEqual(['dialog', 'dialog', 'dialog', null]);
    mounted!.unmount();
    mounted = undefined;
    expect(links().some((link) => link.hasAttribute('aria-haspopup'))).toBe(false);
  });

  it('mounts nothing where no link is an image link', () => {
    const element = setUp('', '<div class="et_post_gallery"><div class="et_pb_gallery_image"><a href="javascript:void(0)"><img alt=""></a></div></div>');
    const before = element.outerHTML;
    expect(clickOn(element.querySelector('a')!).defaultPrevented).toBe(false);
    expect(element.outerHTML).toBe(before);
    expect(mounted!.errors).toEqual([]);
  });
});
