// Fondant's one Trusted Types policy, `fondant`: a page that sends `require-trusted-types-for 'script'` lists it
// in `trusted-types` (with `dompurify`, whose own policy serves the fallback sanitizer). The policy stays private
// to this module and only two things come out of it: documents parsed inert by DOMParser (no script runs, nothing
// loads; what reaches the page from them goes through the sanitizer) and script addresses (a script's `src`, an
// <object>'s `data`) that are https, the page's own origin, or a browser extension's page (which runs in the
// extension's origin, never in the page's). Where the browser has no Trusted Types the same checks apply to plain
// strings.

interface FondantPolicy {
  createHTML(input: string): unknown;
  createScriptURL(input: string): unknown;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createHTML(input: string): string; createScriptURL(input: string): string }): FondantPolicy;
}

export const TRUSTED_TYPES_POLICY_NAME = 'fondant';

let policy: FondantPolicy | null | undefined;

/** Schemes whose pages a probe may load: an extension's page runs in its own origin, and only the extension serves it. */
const EXTENSION_SCHEMES = ['chrome-extension:', 'moz-extension:', 'safari-web-extension:'];

/** The address itself when it may be loaded as a script or an object: https anywhere, the page's own origin, or an
 *  extension's page; else a TypeError. */
function checkedScriptUrl(address: string): string {
  let url: URL;
  try {
    url = new URL(address, document.baseURI);
  } catch {
    throw new TypeError(`Fondant refuses the script address "${address}": not a URL`);
  }
  if (url.protocol !== 'https:' && url.origin !== window.location.origin && !EXTENSION_SCHEMES.includes(url.protocol)) {
    throw new TypeError(`Fondant refuses the script address "${address}": neither https nor this site`);
  }
  return address;
}

/** The policy, created on first use; null without Trusted Types, or when the page refuses the name (its sinks
 *  then report and block as the page asked). */
function fondantPolicy(): FondantPolicy | null {
  if (policy !== undefined) return policy;
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  try {
    policy = factory?.createPolicy(TRUSTED_TYPES_POLICY_NAME, { createHTML: (html) => html, createScriptURL: checkedScriptUrl }) ?? null;
  } catch {
    policy = null;
  }
  return policy;
}

/** `html` parsed into a document of its own, inert: for reading a server answer, never for inserting it as is. */
export function parseInertDocument(html: string): Document {
  const trusted = fondantPolicy()?.createHTML(html) ?? html;
  return new DOMParser().parseFromString(trusted as string, 'text/html');
}

function trustedScriptUrl(address: string): string {
  return (fondantPolicy()?.createScriptURL(address) ?? checkedScriptUrl(address)) as string;
}

/** Sets a script element's `src`, checked (see checkedScriptUrl) and trusted. */
export function setScriptSource(script: HTMLScriptElement, address: string): void {
  script.src = trustedScriptUrl(address);
}

/** Sets an <object>'s `data` (the page it loads), checked and trusted like a script's address. */
export function setObjectData(object: HTMLObjectElement, address: string): void {
  object.data = trustedScriptUrl(address);
}

