// Brevo's country list for the SMS prefix (admin-ajax `sib_get_country_prefix`), fetched once per page whatever
// the number of forms, and read from its HTML (parsed inert) as data: each `li[data-country-code][data-dial-code]`
// and its visible name; an answer cut short is refused. Nothing of the server's markup is inserted. A failed fetch is forgotten, so the next
// opening asks again.
import { parseInertDocument } from '../../core/dom/trusted-types.ts';
import { requestText } from '../../core/http/request.ts';

export interface Country {
  /** The flag file's name, lower case (fr, be…). */
  code: string;
  /** Digits only (33). */
  dial: string;
  name: string;
}

/** The countries of the plugin's answer; an answer that does not end with a whole item was cut, and is refused. */
export function readCountryList(html: string): Country[] {
  if (!/<\/li>\s*$/i.test(html)) throw new Error('the country list was cut');
  const items = parseInertDocument(`<ul>${html}</ul>`).querySelectorAll<HTMLElement>('li[data-country-code][data-dial-code]');
  return [...items].flatMap((item) => {
    const code = (item.dataset['countryCode'] ?? '').trim().toLowerCase();
    const dial = (item.dataset['dialCode'] ?? '').replace(/\D/g, '');
    const name = (item.querySelector('.sib-country-name')?.textContent ?? [...item.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join(''))
      .replace(/\s+/g, ' ')
      .trim();
    return /^[a-z]{2,3}$/.test(code) && dial !== '' && name !== '' ? [{ code, dial, name }] : [];
  });
}

const lists = new Map<string, Promise<Country[]>>();

export function fetchCountryList(ajaxUrl: string, nonce: string, timeout: number): Promise<Country[]> {
  let list = lists.get(ajaxUrl);
  if (!list) {
    list = requestText(ajaxUrl, {
      method: 'POST',
      body: new URLSearchParams({ action: 'sib_get_country_prefix', security: nonce }),
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      timeout,
    }).then(({ text }) => readCountryList(text));
    list.catch(() => lists.delete(ajaxUrl));
    lists.set(ajaxUrl, list);
  }
  return list;
}
