// Which key presses send the comment form: Ctrl+Enter or Cmd+Enter, not from a link, not auto-repeated.
import { describe, expect, it } from 'vitest';
import { isSubmitShortcut } from './submit-shortcut.ts';

function pressOn(target: Element, init: KeyboardEventInit): KeyboardEvent {
  let received: KeyboardEvent | undefined;
  target.addEventListener('keydown', (event) => (received = event as KeyboardEvent), { once: true });
  target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
  return received!;
}

describe('isSubmitShortcut', () => {
  document.body.innerHTML = `<form><textarea id="comment"></textarea><p><a href="/politique/"><span>politique</span></a></p><input id="author"></form>`;
  const comment = document.getElementById('comment')!;

  it('is Ctrl+Enter or Cmd+Enter in a field', () => {
    expect(isSubmitShortcut(pressOn(comment, { key: 'Enter', ctrlKey: true }))).toBe(true);
    expect(isSubmitShortcut(pressOn(comment, { key: 'Enter', metaKey: true }))).toBe(true);
    expect(isSubmitShortcut(pressOn(document.getElementById('author')!, { key: 'Enter', ctrlKey: true }))).toBe(true);
  });

  it('is not plain Enter, Shift+Enter, Alt+Enter or Ctrl with another key', () => {
    expect(isSubmitShortcut(pressOn(comment, { key: 'Enter' }))).toBe(false);
    expect(isSubmitShortcut(pressOn(comment, { key: 'Enter', shiftKey: true }))).toBe(false);
    expect(isSubmitShortcut(pressOn(comment, { key: 'Enter', altKey: true }))).toBe(false);
    expect(isSubmitShortcut(pressOn(comment, { key: 's', ctrlKey: true }))).toBe(false);
  });

  it('does nothing when focus is in a link, or on a held key or an IME composition', () => {
    expect(isSubmitShortcut(pressOn(document.querySelector('a')!, { key: 'Enter', ctrlKey: true }))).toBe(false);
    expect(isSubmitShortcut(pressOn(document.querySelector('a span')!, { key: 'Enter', metaKey: true }))).toBe(false);
    expect(isSubmitShortcut(pressOn(comment, { key: 'Enter', ctrlKey: true, repeat: true }))).toBe(false);
    expect(isSubmitShortcut(pressOn(comment, { key: 'Enter', ctrlKey: true, isComposing: true }))).toBe(false);
  });
});
