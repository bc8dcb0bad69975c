// Forgetting a visitor's tracking cookies when consent goes: each named cookie deleted on every domain a tracker may
// have written it on — host-only, this host, and this host without `www.` (the parent domain trackers default to).
export type CookieWriter = (cookieText: string) => void;

const writeDocumentCookie: CookieWriter = (cookieText) => {
  document.cookie = cookieText;
};

export function forgetCookies(names: readonly string[], hostname: string, write: CookieWriter = writeDocumentCookie): void {
  const domains = new Set(['', `; domain=.${hostname}`, `; domain=.${hostname.replace(/^www\./, '')}`]);
  for (const name of names) {
    for (const domain of domains) write(`${name}=; path=/; max-age=-999${domain}`);
  }
}
