// Wallet names and addresses → Store API addresses: names split at the first space, a one-word billing name's
// last name '-', shipping postcodes without spaces, phones without ( ) - and spaces.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  eceShippingAddressToStoreApi,
  normalizePhone,
  postcodeWithoutSpaces,
  splitRecipientName,
  walletBillingToStoreApi,
} from './wallet-address.ts';

describe('splitRecipientName', () => {
  it('splits at the first space, keeping the other words in the last name', () => {
    expect(splitRecipientName('Élodie Lefèvre')).toEqual({ first_name: 'Élodie', last_name: 'Lefèvre' });
    expect(splitRecipientName('Jean Pierre de La Fontaine')).toEqual({ first_name: 'Jean', last_name: 'Pierre de La Fontaine' });
  });
  it('gives an empty last name for one word, and empty names for nothing', () => {
    expect(splitRecipientName('Cher')).toEqual({ first_name: 'Cher', last_name: '' });
    expect(splitRecipientName('')).toEqual({ first_name: '', last_name: '' });
    expect(splitRecipientName(undefined)).toEqual({ first_name: '', last_name: '' });
    expect(splitRecipientName(null)).toEqual({ first_name: '', last_name: '' });
  });
  it('ignores surrounding and repeated whitespace', () => {
    expect(splitRecipientName('  Anne   Marie  Dupont ')).toEqual({ first_name: 'Anne', last_name: 'Marie Dupont' });
  });
  it('keeps every word, in order, with a space-free first name', () => {
    fc.assert(fc.property(fc.array(fc.stringMatching(/^\S+$/), { maxLength: 6 }), (words) => {
      const { first_name, last_name } = splitRecipientName(words.join(' '));
      expect(/\s/.test(first_name)).toBe(false);
      expect([first_name, last_name].filter(Boolean).join(' ')).toBe(words.join(' '));
    }));
  });
});

describe('postcodeWithoutSpaces and normalizePhone', () => {
  it('removes every space from a postcode', () => {
    expect(postcodeWithoutSpaces('69 002')).toBe('69002');
    expect(postcodeWithoutSpaces(' 1 0 0 0 ')).toBe('1000');
    expect(postcodeWithoutSpaces(undefined)).toBe('');
  });
  it('strips ( ) - and spaces from a phone, keeping + and digits', () => {
    expect(normalizePhone('+33 (0)6-01-02-03-04')).toBe('+330601020304');
    expect(normalizePhone(null)).toBe('');
  });
  it('never leaves whitespace in a postcode nor ( ) - space in a phone', () => {
    fc.assert(fc.property(fc.string(), (s) => {
      expect(/\s/.test(postcodeWithoutSpaces(s))).toBe(false);
      expect(/[() -]/.test(normalizePhone(s))).toBe(false);
    }));
  });
});

describe('eceShippingAddressToStoreApi (Express Checkout Element shape)', () => {
  it('maps line1/line2 and the separate name, removing postcode spaces', () => {
    expect(eceShippingAddressToStoreApi('Luc Peeters', {
      line1: 'Rue Neuve 12', line2: null, city: 'Bruxelles', state: null, postal_code: '1 000', country: 'BE',
    }, '+32 (2) 123-45-67')).toEqual({
      first_name: 'Luc', last_name: 'Peeters', company: '', address_1: 'Rue Neuve 12', address_2: '',
      city: 'Bruxelles', state: '', postcode: '1000', country: 'BE', phone: '+3221234567',
    });
  });
  it('works with a partial (redacted) address during address change', () => {
    expect(eceShippingAddressToStoreApi(undefined, { city: 'Lyon', postal_code: '69002', country: 'FR' })).toMatchObject({
      first_name: '', last_name: '', address_1: '', city: 'Lyon', postcode: '69002', country: 'FR', phone: '',
    });
  });
});

describe('walletBillingToStoreApi', () => {
  const details = {
    name: 'Élodie Lefèvre',
    email: 'elodie.lefevre@example.test',
    phone: '06-01-02-03-04',
    address: { line1: '25 rue de la République', line2: '', city: 'Lyon', state: '', postal_code: '69 002', country: 'FR' },
  };
  it('maps billing details with the email passed through and the postcode untouched', () => {
    expect(walletBillingToStoreApi(details)).toEqual({
      first_name: 'Élodie', last_name: 'Lefèvre', company: '', address_1: '25 rue de la République', address_2: '',
      city: 'Lyon', state: '', postcode: '69 002', country: 'FR', email: 'elodie.lefevre@example.test', phone: '0601020304',
    });
  });
  it("uses '-' as last name when only one word is given", () => {
    expect(walletBillingToStoreApi({ ...details, name: 'Élodie' }).last_name).toBe('-');
    expect(walletBillingToStoreApi({ ...details, name: null }).last_name).toBe('-');
  });
  it('falls back to the payer phone, and to empty fields without an address', () => {
    expect(walletBillingToStoreApi({ name: 'A B', phone: '' }, '(06) 11')).toMatchObject({ phone: '0611', address_1: '', email: '' });
  });
  it('never gives an empty billing last name', () => {
    fc.assert(fc.property(fc.string(), (name) => walletBillingToStoreApi({ name }).last_name !== ''));
  });
});
