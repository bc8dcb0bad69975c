// The only places the express button sends the browser to: http(s) URLs (the order page, a bank's 3-D
// Secure page, the login page), never a javascript: or data: URL a tampered answer or setting could carry.
export function isWebUrl(url: string, base: string = document.baseURI): boolean {
  try {
    const { protocol } = new URL(url, base);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
