// The fullwidth header's scroll-down link: a French name with its glyph hidden, and the section's end under the top
// bar and the header at its fixed height on the desktop (measured on a fixed copy), at the window's top on a phone.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NoAttributes } from '../../core/registry/define-widget.ts';
import { testMount } from '../../core/testing/test-mount.ts';
import { fixedHeaderCover } from './section-end.ts';
import { mount } from './theme-scroll-down.ts';

function page(width: number): void {
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: width });
  document.body.className = 'et_fixed_nav';
  document.body.innerHTML = `<div id="top-header"></div><header id="main-header"></header>
    <section class="et_pb_fullwidth_header"><div class="et_pb_fullwidth_header_scroll"><a href="#" class="scroll-down-container"><span class="scroll-down et-pb-icon">;</span></a></div></section>`;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const height = this.id === 'top-header' ? 31 : this.id === 'main-header' ? (this.classList.contains('et-fixed-header') ? 60 : 80) : 0;
    return { height, top: 0, bottom: height, left: 0, right: 0, width: 0, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
  });
}

afterEach(() => vi.restoreAllMocks());

describe('theme-scroll-down', () => {
  it('names the link in French and hides its glyph, both taken back at unmount', () => {
    page(1280);
    const scroll = document.querySelector<HTMLElement>('.et_pb_fullwidth_header_scroll')!;
    const before = scroll.outerHTML;
    const instance = testMount<NoAttributes>(scroll);
    void mount(instance.context);
    expect(scroll.querySelector('a')!.getAttribute('aria-label')).toBe('Descendre à la suite de la page');
    expect(scroll.querySelector('.scroll-down')!.getAttribute('aria-hidden')).toBe('true');
    instance.unmount();
    expect(scroll.outerHTML).toBe(before);
  });

  it('covers the top bar and the header at its fixed height on the desktop (a copy measured, then removed), nothing on a phone', () => {
    page(1280);
    expect(fixedHeaderCover()).toBe(31 + 60);
    expect(document.querySelectorAll('#main-header')).toHaveLength(1);
    expect(document.getElementById('main-header')!.classList.contains('et-fixed-header')).toBe(false);
    page(375);
    expect(fixedHeaderCover()).toBe(0);
  });
});
