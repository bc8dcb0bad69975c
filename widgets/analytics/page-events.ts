// The events the server asks for at load (`data.events`, in order, each once): the product page's view_item, the
// loop's view_item_list, the checkout's begin_checkout, the order-received page's purchase, a product added without
// Ajax (add_to_cart, about `data.added_to_cart`), and search on a product search page (the term from the URL's `s`).
import type { SendEvent } from './event-sender.ts';
import type { Ga4wData } from './ga4w-data.ts';

export function sendPageEvents(send: SendEvent, data: Ga4wData, pageUrl: string): void {
  const { cart, products, product, order } = data;
  for (const name of new Set(data.events ?? [])) {
    if (name === 'add_to_cart') send(name, { product: data.added_to_cart });
    else if (name === 'search') send(name, { searchTerm: new URL(pageUrl).searchParams.get('s') ?? undefined });
    else send(name, { cart, products, product, order });
  }
}
