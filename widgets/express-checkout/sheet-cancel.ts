// The sheet was closed without paying: a product's separate cart is emptied once its add has ended (to free
// low-stock items), the page's address fields are brought in line with the last address the sheet sent, and
// the page is unblocked.
import { refillAddressFields } from './address-refill.ts';
import { unblockPage } from './payment-feedback.ts';
import type { SessionScope } from './session-state.ts';

export async function sheetCancel({ deps, state }: SessionScope): Promise<void> {
  if (state.productAdded && deps.cartApi) {
    const added = state.productAdded;
    state.productAdded = null;
    if (await added) await deps.cartApi.emptyCart().catch(() => undefined);
  }
  if (state.lastAddress) refillAddressFields(deps.settings.context, state.lastAddress);
  unblockPage();
}
