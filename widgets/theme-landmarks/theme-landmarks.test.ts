// The theme's landmarks: its content made the main landmark and its top bar a named region, a page's own main and a
// role already given kept, everything removed at unmount, nothing beside the theme's bundle.
import { afterEach, describe, expect, it } from 'vitest';
import type { NoAttributes } from '../../core/registry/define-widget.ts';
import { testMount } from '../../core/testing/test-mount.ts';
import { mount } from './theme-landmarks.ts';

const SHELL = '<div id="page-container"><div id="top-header"><span>04 78 42 17 30</span></div><header id="main-header"></header><div id="et-main-area"><div id="main-content"><article>Stages</article></div></div></div>';

function setUp(html: string) {
  document.body.innerHTML = html;
  const mounted = testMount<NoAttributes>(document.getElementById('page-container')!);
  mount(mounted.context);
  return mounted;
}

afterEach(() => document.body.replaceChildren());

describe('theme-landmarks', () => {
  it('makes the content the main landmark and the top bar a named region, then removes both', () => {
    const mounted = setUp(SHELL);
    expect(document.getElementById('main-content')!.getAttribute('role')).toBe('main');
    expect(document.getElementById('top-header')!.getAttribute('role')).toBe('region');
    expect(document.getElementById('top-header')!.getAttribute('aria-label')).toBe('Coordonnées et compte');
    mounted.unmount();
    expect(document.body.innerHTML).toBe(SHELL);
  });

  it('keeps a page’s own main landmark and a role the top bar already has', () => {
    const html = SHELL.replace('<div id="top-header">', '<div id="top-header" role="complementary">').replace('<article>Stages</article>', '<main><article>Stages</article></main>');
    const mounted = setUp(html);
    expect(document.getElementById('main-content')!.hasAttribute('role')).toBe(false);
    expect(document.getElementById('top-header')!.getAttribute('role')).toBe('complementary');
    expect(document.getElementById('top-header')!.hasAttribute('aria-label')).toBe(false);
    mounted.unmount();
    expect(document.body.innerHTML).toBe(html);
  });
});
