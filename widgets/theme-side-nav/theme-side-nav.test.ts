// The dot navigation: the current section for a scroll position, the theme's list in a named navigation, the
// marking of the current dot, and nothing for a page of one section.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NoAttributes } from '../../core/registry/define-widget.ts';
import { testMount } from '../../core/testing/test-mount.ts';
import { currentSection } from './current-section.ts';
import { mount } from './theme-side-nav.ts';

const reading = { viewportHeight: 700, pageHeight: 5000, offset: 110 };

describe('currentSection', () => {
  it('is the last section whose top reached the header, the first at the top, the last at the bottom', () => {
    expect(currentSection({ ...reading, scrollTop: 0, sectionTops: [111, 477, 1377] })).toBe(0);
    expect(currentSection({ ...reading, scrollTop: 1267, sectionTops: [-1156, -790, 110.5, 1010] })).toBe(2);
    expect(currentSection({ ...reading, scrollTop: 1200, sectionTops: [-1089, -723, 177, 1077] })).toBe(1);
    expect(currentSection({ ...reading, scrollTop: 4300, sectionTops: [-4000, -3000, -2000, 300] })).toBe(3);
    expect(currentSection({ ...reading, scrollTop: 10, sectionTops: [] })).toBe(0);
  });
});

function builderPage(sections: string[]): HTMLElement {
  document.body.className = 'et_pb_side_nav_page';
  document.body.innerHTML = `<div id="main-content"><div class="et-l et-l--post"><div class="et_builder_inner_content">${sections
    .map((heading, index) => `<div class="et_pb_section" id="s${index}">${heading ? `<h2>${heading}</h2>` : '<p>Texte</p>'}</div>`)
    .join('')}</div></div></div>`;
  return document.getElementById('main-content')!;
}

afterEach(() => vi.restoreAllMocks());

describe('the dot navigation', () => {
  it('appends the theme’s list, one dot per section named by its heading, in a named navigation, the first current', async () => {
    const main = builderPage(['L’atelier', '', 'Tarifs']);
    const instance = testMount<NoAttributes>(main);
    void mount(instance.context);
    const nav = main.querySelector('nav')!;
    expect(nav.querySelector('[aria-current]'), 'the places are read in the frame that shows the dots').toBeNull();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(nav.getAttribute('aria-label')).toBe('Sections de la page');
    const list = nav.querySelector('ul.et_pb_side_nav.et-visible') as HTMLElement;
    expect(list.style.marginTop).toBe('-50px');
    const links = [...list.querySelectorAll<HTMLAnchorElement>('li.side_nav_item > a')];
    expect(links.map((link) => [link.id, link.getAttribute('href'), link.textContent])).toEqual([
      ['side_nav_item_id_0', '#', 'L’atelier'],
      ['side_nav_item_id_1', '#', 'Section 2'],
      ['side_nav_item_id_2', '#', 'Tarifs'],
    ]);
    expect(links[0]!.classList.contains('active')).toBe(true);
    expect(links[0]!.getAttribute('aria-current')).toBe('location');
    expect(list.querySelectorAll('[aria-current]')).toHaveLength(1);

    window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    links[2]!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(document.getElementById('s2'));
    instance.unmount();
    expect(main.querySelector('nav')).toBeNull();
    expect(instance.errors).toEqual([]);
  });

  it('adds nothing to a page of one section', () => {
    const main = builderPage(['Seule']);
    const instance = testMount<NoAttributes>(main);
    void mount(instance.context);
    expect(main.querySelector('.et_pb_side_nav')).toBeNull();
    instance.unmount();
  });
});
