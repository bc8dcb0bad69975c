// The URL pieces sourcebuster reads: a query string's raw values (not percent-decoded; the cookie encoding
// round-trip decodes them), a referrer's host, path and query.

/** `a=1&b=2` → raw values; a name without `=` has no value; a repeated name's values are joined with commas. */
export function rawQueryValues(query: string): Map<string, string | undefined> {
  const values = new Map<string, Array<string | undefined>>();
  for (const part of query.split('&')) {
    const [name = '', value] = part.split('=');
    values.set(name, [...(values.get(name) ?? []), value]);
  }
  return new Map([...values].map(([name, list]) => [name, list.length === 1 ? list[0] : list.map((value) => value ?? '').join(',')]));
}

export interface UrlParts {
  host: string;
  path: string;
  query: string;
}

export function urlParts(url: string): UrlParts {
  try {
    const parsed = new URL(url);
    return { host: parsed.hostname, path: parsed.pathname, query: parsed.search.slice(1) };
  } catch {
    return { host: '', path: '', query: '' };
  }
}
