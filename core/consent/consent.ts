// The visitor's consent, read from the WP Consent API when the page has it (window.wp_has_consent, the document
// events wp_listen_for_consent_change and wp_consent_type_defined). Tracking code asks it before writing a cookie or
// fetching a third-party script, and listens for changes; a broken consent API or listener is logged and ignored,
// never allowed to break the page.

export type ConsentCategory = 'functional' | 'preferences' | 'statistics' | 'statistics-anonymous' | 'marketing';

type HasConsent = (category: string) => unknown;

declare global {
  interface Window {
    wp_has_consent?: HasConsent;
  }
}

const CHANGE_EVENT = 'wp_listen_for_consent_change';
const TYPE_DEFINED_EVENT = 'wp_consent_type_defined';

export function hasConsentApi(): boolean {
  return typeof window.wp_has_consent === 'function';
}

/** The API's answer for `category`; `whenNoApi` when the page has no consent API; false when the API throws. */
export function hasConsent(category: ConsentCategory, whenNoApi: boolean): boolean {
  const ask = window.wp_has_consent;
  if (typeof ask !== 'function') return whenNoApi;
  try {
    return ask(category) === true;
  } catch (error) {
    console.error('[fondant] the consent API failed; counted as no consent', error);
    return false;
  }
}

/** The value a change event gives `category` ('allow' / 'deny'), or null when it does not name it. */
function changedValue(event: Event, category: ConsentCategory): boolean | null {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  if (typeof detail !== 'object' || detail === null) return null;
  const value: unknown = (detail as Record<string, unknown>)[category];
  if (value === 'allow') return true;
  if (value === 'deny') return false;
  return null;
}

/**
 * Calls `listener` with the new answer when a change event names `category`, and when the consent type becomes
 * defined (the answer is read again). Stops when `signal` aborts.
 */
export function onConsentChange(category: ConsentCategory, listener: (granted: boolean) => void, signal: AbortSignal): void {
  const notify = (granted: boolean): void => {
    try {
      listener(granted);
    } catch (error) {
      console.error('[fondant] a consent listener failed; ignored', error);
    }
  };
  document.addEventListener(CHANGE_EVENT, (event) => {
    const granted = changedValue(event, category);
    if (granted !== null) notify(granted);
  }, { signal });
  document.addEventListener(TYPE_DEFINED_EVENT, () => notify(hasConsent(category, true)), { signal });
}
