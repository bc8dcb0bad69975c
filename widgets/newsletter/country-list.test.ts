// The prefix list read from Brevo's HTML as data: hostile markup stays out, incomplete items are dropped, a cut answer is refused.
import { describe, expect, it } from 'vitest';
import { readCountryList } from './country-list.ts';

const item = (code: string, dial: string, name: string) =>
  `<li class="sib-country-prefix" data-country-code="${code}" data-dial-code="${dial}"><div class="sib-flag-box"><div class="sib-flag ${code.toUpperCase()}"></div></div><span class="sib-country-name">${name}</span><span class="sib-dial-code">+${dial}</span></li>`;

describe('readCountryList', () => {
  it('reads code, dial code and name of each item', () => {
    expect(readCountryList(item('fr', '33', 'France') + item('CH', '+41', 'Suisse'))).toEqual([
      { code: 'fr', dial: '33', name: 'France' },
      { code: 'ch', dial: '41', name: 'Suisse' },
    ]);
  });

  it('reads the name from the item’s own text when the plugin prints no name element', () => {
    expect(readCountryList('<li data-country-code="be" data-dial-code="32"><div class="sib-flag-box"></div> Belgique <span class="sib-dial-code">+32</span></li>')).toEqual([
      { code: 'be', dial: '32', name: 'Belgique' },
    ]);
  });

  it('keeps hostile markup as text and drops items without a usable code, dial code or name', () => {
    const list = readCountryList(
      item('fr', '33', '<img src=x onerror="__xss(1)">France') + item('"><script>', '33', 'X') + item('lu', 'abc', 'Luxembourg') + item('mc', '377', ''),
    );
    expect(list).toEqual([{ code: 'fr', dial: '33', name: 'France' }]);
  });

  it('refuses an answer cut before its last item ends, and WordPress’s -1', () => {
    expect(() => readCountryList(item('fr', '33', 'France') + '<li data-country-code="be" data-dial')).toThrow('cut');
    expect(() => readCountryList('-1')).toThrow();
  });
});
