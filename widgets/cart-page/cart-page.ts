// The classic cart page without jQuery (WooCommerce's cart.js): quantities, the update button, removals and
// their undo, coupons, shipping methods and the shipping calculator, each done in place from the server's
// answers, with the legacy events plugins listen to. Listeners sit on the page's body, so they keep working
// on the cart form, totals and container the updates put in place.
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { createCartActions } from './cart-actions.ts';
import { toggleCalculator } from './shipping-calculator-toggle.ts';
import { loadSanitizer } from '../../core/dom/sanitize.ts';

const CART_FORM = 'form.woocommerce-cart-form';
const REMOVE_LINK = `${CART_FORM} .product-remove > a`;
const SHIPPING_METHOD = 'select.shipping_method, input[name^="shipping_method"]';

function closest<T extends Element>(target: EventTarget | null, selector: string): T | null {
  return target instanceof Element ? target.closest<T>(selector) : null;
}

export async function mount({ element: root, listen, on }: MountContext<NoAttributes>): Promise<void> {
  await loadSanitizer();
  const cart = createCartActions(root);

  const onLineEdit = (event: Event) => {
    if (closest(event.target, `${CART_FORM} .cart_item`)) cart.syncUpdateButton();
  };
  listen(root, 'input', onLineEdit);
  listen(root, 'change', (event: Event) => {
    onLineEdit(event);
    const method = closest<HTMLInputElement | HTMLSelectElement>(event.target, SHIPPING_METHOD);
    if (method && !method.closest(CART_FORM + ' .cart_item')) return cart.changeShippingMethod(method);
  });

  listen(root, 'keydown', (event: KeyboardEvent) => {
    if (event.key === 'Enter' && closest(event.target, `${CART_FORM} input.qty`)) {
      event.preventDefault();
      return cart.update();
    }
    if (event.key === 'Enter' && closest(event.target, `${CART_FORM} #coupon_code`)) {
      event.preventDefault();
      return cart.applyCoupon();
    }
    // The remove link is a role=button link: Space activates it, as on a button.
    const link = closest<HTMLElement>(event.target, REMOVE_LINK);
    if (event.key === ' ' && link) {
      event.preventDefault();
      link.click();
    }
  });

  listen(root, 'click', (event: MouseEvent) => {
    const remove = closest<HTMLAnchorElement>(event.target, REMOVE_LINK);
    const restore = closest<HTMLAnchorElement>(event.target, 'a.restore-item');
    const removeCoupon = closest<HTMLElement>(event.target, '.woocommerce-remove-coupon');
    const calculatorButton = closest<HTMLElement>(event.target, '.shipping-calculator-button');
    if (remove || restore || removeCoupon || calculatorButton) event.preventDefault();
    if (remove) return cart.remove(remove);
    if (restore) return cart.restore(restore);
    if (removeCoupon) return cart.removeCoupon(removeCoupon);
    if (calculatorButton) toggleCalculator(calculatorButton);
  });

  listen(root, 'submit', (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    if (form.matches('.woocommerce-shipping-calculator')) {
      event.preventDefault();
      return cart.calculateShipping(form);
    }
    if (!form.matches(CART_FORM)) return;
    const submitter = event.submitter?.getAttribute('name');
    if (submitter !== 'update_cart' && submitter !== 'apply_coupon') return;
    event.preventDefault();
    return submitter === 'update_cart' ? cart.update() : cart.applyCoupon();
  });

  // On the document, as cart.js listens: a plugin's trigger on the document or on the body is heard.
  on('wc_update_cart', () => cart.refresh(false), { target: document });
  // added_to_cart's fragments say the add's own notice is to be kept (cart.js's "preserve notices").
  on('added_to_cart', (fragments?: unknown) => cart.refresh(Boolean(fragments)), { target: document });
}
