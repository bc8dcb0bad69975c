// The theme's scroll of the checkout form: after a checkout error or a failed update, on a desktop screen, the form's
// top 100 px below the fixed header over 1000 ms; nothing after a successful update, on narrower screens, with the
// theme's bundle on the page, or once unmounted.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as animatedScroll from '../../core/dom/animated-scroll.ts';
import { emit } from '../../core/events/bridge.ts';
import type { NoAttributes } from '../../core/registry/define-widget.ts';
import { testMount } from '../../core/testing/test-mount.ts';
import { CHECKOUT_SCROLL_MS, checkoutFormOffset, mount } from './theme-checkout-scroll.ts';

let scrollTo: ReturnType<typeof vi.spyOn>;

function setUpPage(width: number, bundle = false) {
  document.body.className = 'et_fixed_nav';
  document.body.innerHTML = `<header id="main-header"></header><form class="checkout woocommerce-checkout"></form>${bundle ? '<script id="divi-custom-script-js"></script>' : ''}`;
  Object.defineProperty(document.getElementById('main-header'), 'clientHeight', { configurable: true, value: 80 });
  const form = document.querySelector<HTMLElement>('form.checkout')!;
  form.getBoundingClientRect = () => ({ top: 700, left: 0, right: 0, bottom: 1500, width: 0, height: 800, x: 0, y: 700, toJSON: () => ({}) });
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 300 });
  const mounted = testMount<NoAttributes>(form);
  mount(mounted.context);
  return mounted;
}

beforeEach(() => {
  scrollTo = vi.spyOn(animatedScroll, 'animateScrollTo').mockReturnValue({ done: Promise.resolve(true), cancel: () => undefined });
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('theme-checkout-scroll', () => {
  it('lands the form 100 px below the fixed header', () => {
    setUpPage(1280).unmount();
    expect(checkoutFormOffset(document)).toBe(100 + 80);
    document.getElementById('main-header')!.remove();
    expect(checkoutFormOffset(document)).toBe(100);
  });

  it('lands it 100 px below the window’s top beside the vertical navigation’s column (the theme would add the column’s height)', () => {
    setUpPage(1280).unmount();
    document.body.className = 'et_vertical_nav et_vertical_fixed';
    expect(checkoutFormOffset(document)).toBe(100);
  });

  it('scrolls after a checkout error and after a failed update, over 1000 ms, on a desktop screen', () => {
    const mounted = setUpPage(1280);
    emit('checkout_error', ['<ul class="woocommerce-error"><li>Erreur</li></ul>']);
    expect(scrollTo).toHaveBeenLastCalledWith(300 + 700 - 100 - 80, CHECKOUT_SCROLL_MS, expect.anything());
    emit('updated_checkout', [{ result: 'success' }]);
    emit('updated_checkout', []);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    emit('updated_checkout', [{ result: 'failure', messages: '' }]);
    expect(scrollTo).toHaveBeenCalledTimes(2);
    mounted.unmount();
    emit('checkout_error', []);
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('listens on the first of a page builder’s checkout forms only, one scroll per error', () => {
    document.body.className = 'et_fixed_nav';
    document.body.innerHTML = '<header id="main-header"></header><form class="checkout"></form><form class="checkout"></form><form class="checkout"></form>';
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 1280 });
    const mounts = [...document.querySelectorAll<HTMLElement>('form.checkout')].map((form) => {
      const mounted = testMount<NoAttributes>(form);
      mount(mounted.context);
      return mounted;
    });
    emit('checkout_error', []);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    mounts.forEach((mounted) => mounted.unmount());
  });

  it('leaves WooCommerce’s scroll alone at 980 px and below, where the header is not fixed', () => {
    const mounted = setUpPage(980);
    emit('checkout_error', []);
    expect(scrollTo).not.toHaveBeenCalled();
    mounted.unmount();
  });

  it('stays off beside the theme’s own bundle', () => {
    const mounted = setUpPage(1280, true);
    emit('checkout_error', []);
    expect(scrollTo).not.toHaveBeenCalled();
    mounted.unmount();
  });
});
