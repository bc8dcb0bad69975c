// The page's `<script type="application/json" id="fondant-config">` block, parsed once for the live page: the
// page config and each feature's settings (cart, checkout, address fields) read their keys from it. A malformed
// block is logged once and counts as empty, so the legacy globals and defaults apply.

const CONFIG_ELEMENT_ID = 'fondant-config';

export function readJsonConfig(doc: Document): Record<string, unknown> {
  const element = doc.getElementById(CONFIG_ELEMENT_ID);
  if (!element) return {};
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    console.error(`[fondant] #${CONFIG_ELEMENT_ID} must hold a JSON object; using the legacy globals and defaults instead.`);
  } catch (error) {
    console.error(`[fondant] #${CONFIG_ELEMENT_ID} is not valid JSON; using the legacy globals and defaults instead.`, error);
  }
  return {};
}

let liveJson: Record<string, unknown> | undefined;

export function liveJsonConfig(): Record<string, unknown> {
  liveJson ??= readJsonConfig(document);
  return liveJson;
}

/** A settings reader for the live page: `read` runs once, over the parsed JSON block and the window's globals. */
export function liveSettings<T>(read: (json: Record<string, unknown>, win: Window) => T): () => T {
  let settings: T | undefined;
  return () => (settings ??= read(liveJsonConfig(), window));
}
