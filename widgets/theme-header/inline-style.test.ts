import { describe, expect, it } from 'vitest';
import { inlineStyle } from './inline-style.ts';

describe('one inline style property', () => {
  it('is changed and put back as printed, other properties untouched', () => {
    const element = document.createElement('div');
    element.setAttribute('style', 'top: 31px; left: 4px');
    const top = inlineStyle(element, 'top');
    top.set('63px');
    element.style.left = '9px';
    expect(element.style.top).toBe('63px');
    top.set('');
    expect(element.style.top).toBe('31px');
    top.set('70px');
    top.restore();
    expect(element.style.top).toBe('31px');
    expect(element.style.left).toBe('9px');
  });

  it('is removed again when the page printed none', () => {
    const element = document.createElement('div');
    const transform = inlineStyle(element, 'transform');
    transform.set('translateY(-111px)');
    expect(element.style.transform).toBe('translateY(-111px)');
    transform.restore();
    expect(element.hasAttribute('style')).toBe(false);
  });
});
