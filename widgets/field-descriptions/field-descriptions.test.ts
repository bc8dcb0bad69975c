// Field descriptions mounted by the real registry on WooCommerce's checkout markup: hidden at mount, shown on the
// field's focus or click, hidden on an outside click, Escape in the field or focus in another wrapper's field;
// a click inside its own wrapper keeps it.
import { afterEach, describe, expect, it } from 'vitest';
import type { Registry } from '../../core/registry/registry.ts';
import { click, freshPage, startRegistry } from '../../core/testing/shop-page.ts';

const checkoutFields = `
  <form class="checkout woocommerce-checkout">
    <p class="form-row form-row-wide" id="billing_phone_field"><label for="billing_phone">Téléphone</label>
      <span class="woocommerce-input-wrapper"><input type="tel" class="input-text" name="billing_phone" id="billing_phone" aria-describedby="billing_phone-description">
        <span class="description" id="billing_phone-description">Pour le suivi de livraison.</span></span></p>
    <p class="form-row form-row-wide" id="billing_email_field"><label for="billing_email">E-mail</label>
      <span class="woocommerce-input-wrapper"><input type="email" class="input-text" name="billing_email" id="billing_email"></span></p>
    <p class="order-notes">Notes</p>
  </form>`;

let registry: Registry | undefined;
const description = () => document.getElementById('billing_phone-description')!;
const phone = () => document.getElementById('billing_phone')!;
const isShown = () => description().style.display !== 'none' && description().getAttribute('aria-hidden') === 'false';
const isHidden = () => description().style.display === 'none' && description().getAttribute('aria-hidden') === 'true';
const settleSlide = () => new Promise((resolve) => setTimeout(resolve, 300));

async function mountPage(): Promise<void> {
  freshPage(checkoutFields);
  const { fieldDescriptionsWidget } = await import('./field-descriptions.widget.ts');
  registry = await startRegistry(fieldDescriptionsWidget);
  expect(description().getAttribute('data-fondant-mounted')).toBe('field-descriptions');
}

function escapeIn(element: HTMLElement): void {
  element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
}

afterEach(() => {
  registry?.stop();
  registry = undefined;
});

describe('field descriptions', () => {
  it('hides the description at mount', async () => {
    await mountPage();
    expect(isHidden()).toBe(true);
  });

  it('shows it when its field gets focus, and hides it on Escape in the field', async () => {
    await mountPage();
    phone().focus();
    expect(isShown()).toBe(true);
    escapeIn(phone());
    await settleSlide();
    expect(isHidden()).toBe(true);
  });

  it('shows it on a click in its field, keeps it on a click inside its wrapper, hides it on a click outside', async () => {
    await mountPage();
    click(phone());
    expect(isShown()).toBe(true);
    click(description());
    await settleSlide();
    expect(isShown()).toBe(true);
    click(document.querySelector('.order-notes')!);
    await settleSlide();
    expect(isHidden()).toBe(true);
  });

  it('shows it at mount when its field already has focus', async () => {
    freshPage(checkoutFields);
    phone().focus();
    const { fieldDescriptionsWidget } = await import('./field-descriptions.widget.ts');
    registry = await startRegistry(fieldDescriptionsWidget);
    expect(isShown()).toBe(true);
  });

  it('hides it when a field of another wrapper gets focus', async () => {
    await mountPage();
    phone().focus();
    document.getElementById('billing_email')!.focus();
    await settleSlide();
    expect(isHidden()).toBe(true);
  });
});
