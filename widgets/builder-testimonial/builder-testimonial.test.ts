// The testimonial module laid out as the theme's script does, measured through stubs (the test DOM has no layout):
// capped and indented on a wide screen, reset on a phone, laid out again once a resize settles, given back at
// unmount, and left to the theme's bundle when it is on the page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoAttributes } from '../../core/registry/define-widget.ts';
import { testMount } from '../../core/testing/test-mount.ts';
import { mount } from './builder-testimonial.ts';

const MODULE =
  '<div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_testimonial et_pb_testimonial_0 clearfix">' +
  '<div class="et_pb_testimonial_portrait"></div>' +
  '<div class="et_pb_testimonial_description" style="color: red"><div class="et_pb_testimonial_description_inner"><div class="et_pb_testimonial_content"><p>Un stage formidable.</p></div></div>' +
  '<span class="et_pb_testimonial_author">Camille</span></div></div></div>';

function setUp(windowWidth: number) {
  document.body.innerHTML = MODULE;
  vi.spyOn(document.documentElement, 'clientWidth', 'get').mockImplementation(() => windowWidth);
  const module = document.querySelector<HTMLElement>('.et_pb_testimonial')!;
  vi.spyOn(module, 'getClientRects').mockReturnValue([new DOMRect(0, 0, 600, 200)] as unknown as DOMRectList);
  const portrait = module.querySelector<HTMLElement>('.et_pb_testimonial_portrait')!;
  portrait.style.marginRight = '30px';
  vi.spyOn(portrait, 'offsetWidth', 'get').mockReturnValue(100);
  const text = module.querySelector<HTMLElement>('.et_pb_testimonial_description')!;
  return { module, portrait, text, mounted: testMount<NoAttributes>(module) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('builder-testimonial', () => {
  it('above 959 px: the portrait 90 × 90 px without bottom padding, the text indented by its uncapped 130 px', () => {
    const { portrait, text, mounted } = setUp(1280);
    mount(mounted.context);
    expect(portrait.style.width).toBe('90px');
    expect(portrait.style.height).toBe('90px');
    expect(portrait.style.paddingBottom).toBe('0px');
    expect(text.style.marginLeft).toBe('130px');
    expect(text.style.color).toBe('red');
  });

  it('on a phone the text loses its inline style; once a resize to a wide screen settles, it is laid out', () => {
    let width = 375;
    const { portrait, text, mounted } = setUp(375);
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockImplementation(() => width);
    mount(mounted.context);
    expect(text.hasAttribute('style')).toBe(false);
    expect(portrait.style.width).toBe('');
    width = 1280;
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(199);
    expect(text.style.marginLeft).toBe('');
    vi.advanceTimersByTime(1);
    expect(text.style.marginLeft).toBe('130px');
    expect(portrait.style.width).toBe('90px');
  });

  it('leaves a module that is not displayed alone', () => {
    const { module, text, mounted } = setUp(1280);
    vi.spyOn(module, 'getClientRects').mockReturnValue([] as unknown as DOMRectList);
    mount(mounted.context);
    expect(text.getAttribute('style')).toBe('color: red');
  });

  it('gives the portrait and the text their server styles back at unmount', () => {
    const { portrait, text, mounted } = setUp(1280);
    mount(mounted.context);
    mounted.unmount();
    expect(portrait.getAttribute('style')).toBe('margin-right: 30px;');
    expect(text.getAttribute('style')).toBe('color: red');
    expect(mounted.errors).toEqual([]);
  });

  it('stays off beside the theme’s own bundle', () => {
    const { text, mounted } = setUp(1280);
    document.head.innerHTML = '<script id="divi-custom-script-js"></script>';
    mount(mounted.context);
    expect(text.getAttribute('style')).toBe('color: red');
  });
});
