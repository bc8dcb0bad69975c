// The page builder theme's localized settings (reference §30: its texts, ajax URL, nonces, split tests…): the JSON
// config's `builderParams` (the same object, for pages whose strict CSP refuses the theme's inline script) over the
// theme's global `et_pb_custom`. Values arrive as strings, as WordPress localizes them.
import { liveJsonConfig } from './json-config.ts';
import { asRecord } from './json-values.ts';

export function builderParams(win: Window = window, config: Record<string, unknown> = win === window ? liveJsonConfig() : {}): Record<string, unknown> {
  const own = config['builderParams'];
  if (typeof own === 'object' && own !== null && !Array.isArray(own)) return own as Record<string, unknown>;
  return asRecord((win as unknown as Record<string, unknown>).et_pb_custom);
}
