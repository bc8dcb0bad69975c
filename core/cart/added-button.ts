// The `added` state of a button that put a product in the cart — whoever added it (our add-to-cart
// widget or a plugin's own added_to_cart event): the class, and off the cart page one 'Voir le panier'
// link after the button, as the legacy script does.
import { pageConfig } from '../config/page-config.ts';
import { t } from '../config/strings.ts';
import { safeRedirect } from '../dom/safe-redirect.ts';
import { emit } from '../events/bridge.ts';

export function showAdded(button: HTMLElement): void {
  button.classList.remove('loading');
  button.removeAttribute('aria-busy');
  button.classList.add('added');
  const config = pageConfig();
  // The link only to an http(s) cart: the address comes from the page's settings, and a link runs a script URL.
  if (!config.isCart && safeRedirect(config.cartUrl) !== null && !button.parentElement?.querySelector('.added_to_cart')) {
    const link = document.createElement('a');
    link.href = config.cartUrl;
    link.className = 'added_to_cart wc-forward';
    link.title = t('viewCart');
    link.textContent = t('viewCart');
    button.after(link);
  }
  emit('wc_cart_button_updated', [button]);
}
