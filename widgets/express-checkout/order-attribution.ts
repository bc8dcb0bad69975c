// The order-attribution data WooCommerce's <wc-order-attribution-inputs> element holds next to the express
// button (wc_order_attribution_<field> inputs), sent as the place-order call's
// extensions['woocommerce/order-attribution'] the way WooPayments' compatibility layer does; {} when absent.
const INPUT_PREFIX = 'wc_order_attribution_';

export function orderAttribution(doc: Document): Record<string, unknown> {
  const inputs = doc.querySelectorAll<HTMLInputElement>(`#wcpay-express-checkout__order-attribution-inputs input[name^="${INPUT_PREFIX}"]`);
  if (inputs.length === 0) return {};
  const fields = Object.fromEntries([...inputs].map((input) => [input.name.slice(INPUT_PREFIX.length), input.value]));
  return { 'woocommerce/order-attribution': fields };
}
