// Brevo's value rules: e-mail pattern, SMS length and prefix, what an SMS field sends, dates in their format.
import { describe, expect, it } from 'vitest';
import { isEmptySms, isValidDate, isValidEmail, isValidSms, smsToSend } from './field-rules.ts';

describe('e-mail', () => {
  it.each(['claire@exemple.fr', ' claire.martin+lettre@atelier-sucre.fr ', 'a@b.co'])('accepts %s', (value) => expect(isValidEmail(value)).toBe(true));
  it.each(['', 'claire', 'claire@exemple', 'claire@@exemple.fr', 'claire @exemple.fr', '@exemple.fr', 'claire@-exemple.fr', 'claire@exemple..fr'])('refuses "%s"', (value) =>
    expect(isValidEmail(value)).toBe(false));
});

describe('SMS number', () => {
  it('needs a leading + and 6 to 19 characters once spaces, parentheses, dots and dashes are gone', () => {
    expect(isValidSms('+33 6 12 34 56 78')).toBe(true);
    expect(isValidSms('+33 (0)6.12-34-56-78')).toBe(true);
    expect(isValidSms('+12345')).toBe(true);
    expect(isValidSms('+1234')).toBe(false);
    expect(isValidSms(`+${'1'.repeat(18)}`)).toBe(true);
    expect(isValidSms(`+${'1'.repeat(19)}`)).toBe(false);
    expect(isValidSms('06 12 34 56 78')).toBe(false);
  });

  it('sends the compact number without the trunk 0 after the prefix, and nothing for the prefix alone', () => {
    expect(smsToSend('+33 06 12 34 56 78', '+33')).toBe('+33612345678');
    expect(smsToSend('+32 (0)470 12.34.56', '+32')).toBe('+32470123456');
    expect(smsToSend('+41 79 123 45 67', '+33')).toBe('+41791234567');
    expect(smsToSend(' +33 ', '+33')).toBe('');
    expect(smsToSend('', '+33')).toBe('');
    expect(isEmptySms('+33', '+33')).toBe(true);
    expect(isEmptySms('+33 6', '+33')).toBe(false);
  });
});

describe('dates', () => {
  it('reads the parts in the field’s format, with /, - or . between them', () => {
    expect(isValidDate('29/02/2024', 'dd/mm/yyyy')).toBe(true);
    expect(isValidDate('29-02-2024', 'dd/mm/yyyy')).toBe(true);
    expect(isValidDate('02/29/2024', 'mm/dd/yyyy')).toBe(true);
    expect(isValidDate('2024-02-29', 'yyyy-mm-dd')).toBe(true);
  });

  it('refuses impossible days, other shapes and letters', () => {
    expect(isValidDate('29/02/2023', 'dd/mm/yyyy')).toBe(false);
    expect(isValidDate('31/04/2024', 'dd/mm/yyyy')).toBe(false);
    expect(isValidDate('12/13/2024', 'dd/mm/yyyy')).toBe(false);
    expect(isValidDate('00/01/2024', 'dd/mm/yyyy')).toBe(false);
    expect(isValidDate('1/1/24', 'dd/mm/yyyy')).toBe(false);
    expect(isValidDate('01/01', 'dd/mm/yyyy')).toBe(false);
    expect(isValidDate('un/01/2024', 'dd/mm/yyyy')).toBe(false);
    expect(isValidDate('01/01/2024', 'jour')).toBe(false);
  });
});
