// Reading the checkout's answer: JSON, or the `{"result": …}` object inside output that a PHP notice or a
// plugin's echo polluted (as WooCommerce's own checkout script recovers it). No object at all is an unreadable
// answer: the order may have been placed.

export interface OrderAnswer {
  result?: string;
  redirect?: unknown;
  messages?: unknown;
  refresh?: unknown;
  reload?: unknown;
}

const isAnswer = (value: unknown): value is OrderAnswer => typeof value === 'object' && value !== null && !Array.isArray(value);

function parse(text: string): OrderAnswer | null {
  try {
    const value: unknown = JSON.parse(text);
    return isAnswer(value) ? value : null;
  } catch {
    return null;
  }
}

export function readOrderAnswer(text: string): OrderAnswer | null {
  const direct = parse(text);
  if (direct) return direct;
  const start = text.indexOf('{"result');
  const end = text.lastIndexOf('}');
  return start >= 0 && end > start ? parse(text.slice(start, end + 1)) : null;
}
