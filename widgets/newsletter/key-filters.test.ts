// The typing filters refuse only typed characters outside the field's set; paste, IME and other fields are left alone.
import { describe, expect, it } from 'vitest';
import { refusesTypedText } from './key-filters.ts';

const field = (className: string) => Object.assign(document.createElement('input'), { className });

describe('refusesTypedText', () => {
  it('SMS fields take digits, +, space, parentheses and dash only', () => {
    for (const character of ['0', '9', '+', ' ', '(', ')', '-']) expect(refusesTypedText(field('sib-sms'), 'insertText', character, false)).toBe(false);
    for (const character of ['a', '.', '/', 'é', '#']) expect(refusesTypedText(field('sib-sms'), 'insertText', character, false)).toBe(true);
  });

  it('date fields take digits, space, dash and slash only', () => {
    for (const character of ['4', ' ', '-', '/']) expect(refusesTypedText(field('sib-date'), 'insertText', character, false)).toBe(false);
    for (const character of ['a', '.', '+']) expect(refusesTypedText(field('sib-date'), 'insertText', character, false)).toBe(true);
  });

  it('never refuses a paste, a composition, a deletion or another field', () => {
    expect(refusesTypedText(field('sib-sms'), 'insertFromPaste', 'abc', false)).toBe(false);
    expect(refusesTypedText(field('sib-sms'), 'insertText', 'a', true)).toBe(false);
    expect(refusesTypedText(field('sib-sms'), 'insertCompositionText', 'ア', false)).toBe(false);
    expect(refusesTypedText(field('sib-sms'), 'deleteContentBackward', null, false)).toBe(false);
    expect(refusesTypedText(field('sib-email-area'), 'insertText', 'a', false)).toBe(false);
  });
});
