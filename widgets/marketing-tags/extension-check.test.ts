// The Pinterest extension check: a hidden, unfocusable probe; the pin-it wrappers hidden when it loads or when the
// extension marked the page, left when it fails or never answers; no probe without wrappers or an address.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testMount } from '../../core/testing/test-mount.ts';
import { hidePinItWhenExtensionPresent } from './extension-check.ts';

const PROBE = 'chrome-extension://gpdjojdkbbmdfjfahjcgigfpmkopogic/html/save.html';

function wrappers(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('.pinterest-for-woocommerce-image-wrapper'));
}

function probe(): HTMLObjectElement | null {
  return document.querySelector('object');
}

describe('hidePinItWhenExtensionPresent', () => {
  beforeEach(() => {
    document.body.innerHTML = `<li class="product"><div class="pinterest-for-woocommerce-image-wrapper"><a data-pin-do="buttonPin" href="https://www.pinterest.com/pin/create/button/"></a></div></li>
<li class="product"><div class="pinterest-for-woocommerce-image-wrapper"><a data-pin-do="buttonPin" href="https://www.pinterest.com/pin/create/button/"></a></div></li>`;
  });
  afterEach(() => {
    document.body.removeAttribute('data-pinterest-extension-installed');
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  it('asks for the extension page through a hidden, unfocusable object', () => {
    const mounted = testMount(document.body);
    hidePinItWhenExtensionPresent(PROBE, mounted.context);
    const object = probe();
    expect(object?.data).toBe(PROBE);
    expect(object?.getAttribute('aria-hidden')).toBe('true');
    expect(object?.tabIndex).toBe(-1);
    expect(object?.style.visibility).toBe('hidden');
    mounted.unmount();
  });

  it('hides every pin-it wrapper when the extension page loads', () => {
    const mounted = testMount(document.body);
    hidePinItWhenExtensionPresent(PROBE, mounted.context);
    probe()?.dispatchEvent(new Event('load'));
    expect(wrappers().map((wrapper) => wrapper.style.display)).toEqual(['none', 'none']);
    expect(probe()).toBeNull();
    mounted.unmount();
  });

  it('leaves them when the page fails, and removes the probe', () => {
    const mounted = testMount(document.body);
    hidePinItWhenExtensionPresent(PROBE, mounted.context);
    probe()?.dispatchEvent(new Event('error'));
    probe()?.dispatchEvent(new Event('load'));
    expect(wrappers().map((wrapper) => wrapper.style.display)).toEqual(['', '']);
    expect(probe()).toBeNull();
    mounted.unmount();
  });

  it('counts a probe that never answers as no extension', () => {
    vi.useFakeTimers();
    const mounted = testMount(document.body);
    hidePinItWhenExtensionPresent(PROBE, mounted.context);
    vi.advanceTimersByTime(10_000);
    expect(probe()).toBeNull();
    expect(wrappers()[0]?.style.display).toBe('');
    mounted.unmount();
  });

  it('hides them at once when the extension has marked the page', () => {
    document.body.setAttribute('data-pinterest-extension-installed', 'cr2.0.5');
    const mounted = testMount(document.body);
    hidePinItWhenExtensionPresent(PROBE, mounted.context);
    expect(probe()).toBeNull();
    expect(wrappers()[1]?.style.display).toBe('none');
    mounted.unmount();
  });

  it('asks nothing on a page without pin-it wrappers, or without a probe address', () => {
    const mounted = testMount(document.body);
    hidePinItWhenExtensionPresent('', mounted.context);
    expect(probe()).toBeNull();
    document.body.replaceChildren();
    hidePinItWhenExtensionPresent(PROBE, mounted.context);
    expect(probe()).toBeNull();
    mounted.unmount();
  });

  it('removes a pending probe at unmount', () => {
    const mounted = testMount(document.body);
    hidePinItWhenExtensionPresent(PROBE, mounted.context);
    mounted.unmount();
    expect(probe()).toBeNull();
  });
});
