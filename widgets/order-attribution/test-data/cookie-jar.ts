// A cookie jar for unit tests: keeps every cookie string written (to compare with WooCommerce's format) and
// the cookies a browser would keep (by name and domain; an expiry in the past deletes).

export interface StoredCookie {
  value: string;
  domain: string;
  expires: string | null;
}

export class TestCookieJar {
  readonly written: string[] = [];
  readonly cookies = new Map<string, StoredCookie>();

  /** `initial`: cookies already there, set for `domain` (as sourcebuster sets them on www.atelier-sucre.fr). */
  constructor(initial: Record<string, string> = {}, domain = '.atelier-sucre.fr') {
    for (const [name, value] of Object.entries(initial)) this.cookies.set(`${name}@${domain}`, { value, domain, expires: null });
  }

  read(): string {
    return [...this.cookies].map(([key, cookie]) => `${key.split('@')[0]}=${cookie.value}`).join('; ');
  }

  write(cookie: string): void {
    this.written.push(cookie);
    const [pair = '', ...attributes] = cookie.split(';').map((part) => part.trim());
    const [name = '', ...value] = pair.split('=');
    const attribute = (key: string) => attributes.find((part) => part.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1) ?? null;
    const domain = attribute('domain') ?? '';
    const expires = attribute('expires');
    const maxAge = attribute('max-age');
    const key = `${name}@${domain}`;
    if ((expires && Date.parse(expires) < Date.now()) || (maxAge !== null && Number(maxAge) <= 0)) {
      this.cookies.delete(key);
      return;
    }
    this.cookies.set(key, { value: value.join('='), domain, expires });
  }

  /** The stored raw value of `name` (any domain). */
  raw(name: string): string | undefined {
    return [...this.cookies].find(([key]) => key.split('@')[0] === name)?.[1].value;
  }

  names(): string[] {
    return [...this.cookies.keys()].map((key) => key.split('@')[0]!);
  }
}
