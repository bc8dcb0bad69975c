// Ajax mode (data-product_variations="false"): the chosen attributes go to `?wc-ajax=get_variation`, which
// answers the matching variation or false. The body is what jQuery.ajax sent: every attribute_* pair,
// product_id and custom_data (a JSON object in data-custom_data is sent field by field, like $.param).
import { t } from '../../core/config/strings.ts';
import { HttpError } from '../../core/http/http-error.ts';
import { postWcAjax } from '../../core/http/wc-ajax.ts';
import { isVariation, type AttributeMap, type Variation } from './variation-data.ts';

export interface VariationQuery {
  chosen: AttributeMap;
  productId: number;
  /** The raw data-custom_data attribute, when the form has one. */
  customData: string | undefined;
}

/** $.param's brackets, which PHP reads back into arrays: {a: {b: 1}, c: [2]} → custom_data[a][b]=1, custom_data[c][0]=2. */
function flatten(key: string, value: unknown, into: Record<string, unknown>): void {
  if (typeof value === 'object' && value !== null) {
    for (const [inner, innerValue] of Object.entries(value)) flatten(`${key}[${inner}]`, innerValue, into);
  } else {
    into[key] = value;
  }
}

function parsedCustomData(raw: string): unknown {
  // jQuery's .data() turns JSON-looking values into objects, numbers and booleans; anything else stays text.
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

function variationRequestBody({ chosen, productId, customData }: VariationQuery): Record<string, unknown> {
  const body: Record<string, unknown> = { ...chosen, product_id: productId };
  if (customData !== undefined) flatten('custom_data', parsedCustomData(customData), body);
  return body;
}

/** The matching variation, or null for "no match" (false, or an empty answer); HttpError on any fault. */
export async function fetchVariation(query: VariationQuery, signal: AbortSignal): Promise<Variation | null> {
  let answer: unknown;
  try {
    answer = await postWcAjax<unknown>('get_variation', variationRequestBody(query), { signal });
  } catch (error) {
    // WooCommerce ends some requests with an empty 200 body (wp_die()): no variation, not a fault.
    if (error instanceof HttpError && error.kind === 'invalid_json' && error.body === '') return null;
    throw error;
  }
  if (!answer) return null;
  if (isVariation(answer)) return answer;
  throw new HttpError('invalid_json', t('invalidJson'), { body: answer });
}
