// block/unblock: the overlay's classes and CSSOM background, idempotence, removal after the fade, and the
// CSS that must agree with BLOCK_OPACITY and BLOCK_FADE_MS.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLOCK_FADE_MS, BLOCK_OPACITY, block, unblock } from './block-overlay.ts';

let row: HTMLElement;
const overlays = () => row.querySelectorAll('.fondant-block-overlay');
const messages = () => row.querySelectorAll('.fondant-block-message');

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<ul><li class="woocommerce-mini-cart-item mini_cart_item"><a href="/produit/x">Pâte à sucre</a></li></ul>';
  row = document.querySelector('li') as HTMLElement;
});

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('block', () => {
  it('exports the blockUI figures WooCommerce used', () => {
    expect(BLOCK_OPACITY).toBe(0.6);
    expect(BLOCK_FADE_MS).toBe(400);
  });

  it('adds the blocked state, a shown overlay and the default French message', () => {
    block(row);
    expect(row.classList.contains('fondant-blocked')).toBe(true);
    expect(row.getAttribute('aria-busy')).toBe('true');
    expect(overlays()).toHaveLength(1);
    const overlay = overlays()[0] as HTMLElement;
    expect(overlay.classList.contains('fondant-block-overlay--shown')).toBe(true);
    expect(overlay.style.backgroundColor).toBe('#000');
    expect(messages()).toHaveLength(1);
    expect(messages()[0]?.textContent).toBe('Veuillez patienter…');
  });

  it('shows no message with message: null, a given text otherwise, and the given background', () => {
    block(row, { message: null, background: '#fff' });
    expect(messages()).toHaveLength(0);
    expect((overlays()[0] as HTMLElement).style.backgroundColor).toBe('#fff');

    const form = document.createElement('form');
    document.body.append(form);
    block(form, { message: '<b>Mise à jour</b>' });
    const message = form.querySelector('.fondant-block-message');
    expect(message?.textContent).toBe('<b>Mise à jour</b>');
    expect(message?.children).toHaveLength(0);
  });

  it('is idempotent', () => {
    block(row, { message: null });
    block(row, { message: null });
    block(row);
    expect(overlays()).toHaveLength(1);
    expect(messages()).toHaveLength(0);
  });

  it('adds no style attribute in HTML beyond CSSOM-set properties', () => {
    block(row);
    expect(row.hasAttribute('style')).toBe(false);
    expect(messages()[0]?.hasAttribute('style')).toBe(false);
  });
});

describe('unblock', () => {
  it('fades the overlay out and removes it after the fade', () => {
    block(row);
    unblock(row);

    expect(row.hasAttribute('aria-busy')).toBe(false);
    expect(messages()).toHaveLength(0);
    const overlay = overlays()[0];
    expect(overlay?.classList.contains('fondant-block-overlay--shown')).toBe(false);
    vi.advanceTimersByTime(BLOCK_FADE_MS - 1);
    expect(overlays()).toHaveLength(1);
    expect(row.classList.contains('fondant-blocked')).toBe(true);

    vi.advanceTimersByTime(1);
    expect(overlays()).toHaveLength(0);
    expect(row.classList.contains('fondant-blocked')).toBe(false);
  });

  it('is idempotent and harmless on an element that is not blocked', () => {
    unblock(row);
    block(row);
    unblock(row);
    vi.advanceTimersByTime(BLOCK_FADE_MS / 2);
    unblock(row);
    vi.advanceTimersByTime(BLOCK_FADE_MS / 2);
    expect(overlays()).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('lets block() during the fade-out start a fresh overlay that stays', () => {
    block(row);
    unblock(row);
    vi.advanceTimersByTime(100);
    block(row, { message: null });

    expect(overlays()).toHaveLength(1);
    expect(overlays()[0]?.classList.contains('fondant-block-overlay--shown')).toBe(true);
    expect(row.getAttribute('aria-busy')).toBe('true');
    vi.advanceTimersByTime(BLOCK_FADE_MS * 2);
    expect(overlays()).toHaveLength(1);
    expect(row.classList.contains('fondant-blocked')).toBe(true);
  });
});

describe('fondant.css', () => {
  const css = readFileSync(join(import.meta.dirname, '../styles/fondant.css'), 'utf8');
  const rule = (selector: string) => css.match(new RegExp(`(?:^|\\n)${selector.replace(/[.-]/g, '\\$&')} \\{([^}]*)\\}`))?.[1] ?? '';

  it('fades the overlay over BLOCK_FADE_MS up to BLOCK_OPACITY', () => {
    expect(rule('.fondant-block-overlay')).toContain(`transition: opacity ${BLOCK_FADE_MS}ms`);
    expect(rule('.fondant-block-overlay')).toContain('opacity: 0;');
    expect(rule('.fondant-block-overlay--shown')).toContain(`opacity: ${BLOCK_OPACITY};`);
  });

  it('drops the transition for reduced motion', () => {
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\) \{\s*\.fondant-block-overlay \{\s*transition: none;/);
  });
});
