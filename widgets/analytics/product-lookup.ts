// Which product of the page's tracking data a shopper acted on: the product page's own, then the loop's, then the
// cart's lines; and the product id an add or remove control carries — `data-product_id` (loop buttons, cart
// links), else the button's value (a simple product's page), else its form's `add-to-cart` field (a variable
// product's page, whose button carries neither).
import type { Ga4wData, Ga4wProduct } from './ga4w-data.ts';

export function findProduct(id: number, { product, products, cart }: Ga4wData): Ga4wProduct | undefined {
  if (product?.id === id) return product;
  return products?.find((candidate) => candidate.id === id) ?? cart?.items.find((item) => item.id === id);
}

/** The product id `control` names, or NaN. */
export function productIdOf(control: unknown): number {
  if (!(control instanceof HTMLElement)) return Number.NaN;
  const value = control instanceof HTMLButtonElement || control instanceof HTMLInputElement ? control.value : '';
  const formField = control.closest('form')?.querySelector<HTMLInputElement>('input[name="add-to-cart"]')?.value;
  return Number.parseInt(control.dataset.product_id || value || formField || '', 10);
}
