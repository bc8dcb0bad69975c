// Button settings → Express Checkout Element options: only Apple Pay and Google Pay, WooPayments' theme and
// type mapping, height clamped to 40–55 px (48 unset), radius 4 px unless set.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  borderRadius, buttonHeight, buttonTheme, buttonType, elementsAppearance, expressCheckoutElementOptions,
} from './button-settings.ts';

describe('buttonHeight', () => {
  it('keeps the configured 40 and values inside 40–55', () => {
    expect(buttonHeight('40')).toBe(40);
    expect(buttonHeight('45')).toBe(45);
    expect(buttonHeight(55)).toBe(55);
  });
  it('clamps values outside 40–55 (WooPayments’ own cases: 30 → 40, 70 → 55)', () => {
    expect(buttonHeight('30')).toBe(40);
    expect(buttonHeight('70')).toBe(55);
    expect(buttonHeight(-5)).toBe(40);
  });
  it('defaults to 48 when missing or unparsable, and parses like parseInt', () => {
    expect(buttonHeight(undefined)).toBe(48);
    expect(buttonHeight(null)).toBe(48);
    expect(buttonHeight('grand')).toBe(48);
    expect(buttonHeight(Number.NaN)).toBe(48);
    expect(buttonHeight('50px')).toBe(50);
  });
  it('is always an integer within bounds', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.double(), fc.integer()), (h) => {
      const value = buttonHeight(h);
      expect(Number.isInteger(value) && value >= 40 && value <= 55).toBe(true);
    }));
  });
});

describe('borderRadius and elementsAppearance', () => {
  it('defaults to 4 px and keeps a configured radius', () => {
    expect(borderRadius(undefined)).toBe(4);
    expect(borderRadius('')).toBe(4);
    expect(borderRadius('-2')).toBe(4);
    expect(borderRadius('0')).toBe(0);
    expect(borderRadius(12)).toBe(12);
    expect(elementsAppearance()).toEqual({ variables: { borderRadius: '4px', spacingUnit: '6px' } });
    expect(elementsAppearance({ radius: '8' }).variables.borderRadius).toBe('8px');
  });
});

describe('buttonTheme and buttonType', () => {
  it('maps the WooPayments themes', () => {
    expect(buttonTheme('dark')).toEqual({ applePay: 'black', googlePay: 'black' });
    expect(buttonTheme('light')).toEqual({ applePay: 'white', googlePay: 'white' });
    expect(buttonTheme('light-outline')).toEqual({ applePay: 'white-outline', googlePay: 'white' });
    expect(buttonTheme(undefined)).toEqual({ applePay: 'black', googlePay: 'black' });
  });
  it('maps the WooPayments button types', () => {
    expect(buttonType('default')).toEqual({ applePay: 'plain', googlePay: 'plain' });
    expect(buttonType('buy')).toEqual({ applePay: 'buy', googlePay: 'buy' });
    expect(buttonType('donate')).toEqual({ applePay: 'donate', googlePay: 'donate' });
    expect(buttonType('book')).toEqual({ applePay: 'book', googlePay: 'book' });
    expect(buttonType(undefined)).toEqual({ applePay: 'plain', googlePay: 'buy' });
    expect(buttonType('unknown')).toEqual({ applePay: 'plain', googlePay: 'plain' });
  });
});

describe('expressCheckoutElementOptions', () => {
  it('shows Apple Pay and Google Pay only, at the configured height of 40', () => {
    expect(expressCheckoutElementOptions({ type: 'default', theme: 'dark', height: '40', radius: '4' })).toEqual({
      paymentMethods: { applePay: 'always', googlePay: 'always', amazonPay: 'never', link: 'never', paypal: 'never', klarna: 'never' },
      layout: { overflow: 'never' },
      buttonTheme: { applePay: 'black', googlePay: 'black' },
      buttonType: { applePay: 'plain', googlePay: 'plain' },
      buttonHeight: 40,
    });
  });
  it('uses the code default height of 48 without settings', () => {
    expect(expressCheckoutElementOptions().buttonHeight).toBe(48);
  });
});
