// The password toggle mounted by the real registry on WooCommerce's login and checkout forms: a field is wrapped
// in span.password-input (or its span parent gets the class) with a labelled type=button after it; a press shows
// the password, swaps the label and the class, focuses the field, and a second press hides it again.
import { afterEach, describe, expect, it } from 'vitest';
import type { Registry } from '../../core/registry/registry.ts';
import { click, freshPage, startRegistry } from '../../core/testing/shop-page.ts';

const pages = {
  login: `
    <div class="woocommerce"><form class="woocommerce-form woocommerce-form-login login" method="post">
      <p class="form-row"><label for="password">Mot de passe</label>
        <input class="input-text woocommerce-Input" type="password" name="password" id="password" autocomplete="current-password"></p>
      <button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Se connecter">Se connecter</button>
    </form></div>`,
  checkout: `
    <form class="checkout woocommerce-checkout"><div class="create-account">
      <p class="form-row validate-required" id="account_password_field"><label for="account_password">Créer un mot de passe</label>
        <span class="woocommerce-input-wrapper"><input type="password" class="input-text" name="account_password" id="account_password"></span></p>
    </div></form>`,
};

let registry: Registry | undefined;

async function mountPage(html: string, id: string) {
  freshPage(html);
  const { passwordToggleWidget } = await import('./password-toggle.widget.ts');
  registry = await startRegistry(passwordToggleWidget);
  const input = document.getElementById(id) as HTMLInputElement;
  for (let turn = 0; turn < 100 && !input.hasAttribute('data-fondant-mounted'); turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 30));
    await registry.settled();
  }
  expect(input.getAttribute('data-fondant-mounted')).toBe('password-toggle');
  return { input, button: input.parentElement!.querySelector<HTMLButtonElement>('button.show-password-input')! };
}

afterEach(() => {
  registry?.stop();
  registry = undefined;
});

describe('password toggle', () => {
  it('wraps a login field in span.password-input with a labelled, non-submitting button', async () => {
    const { input, button } = await mountPage(pages.login, 'password');
    expect(input.parentElement!.matches('span.password-input')).toBe(true);
    expect(button.type).toBe('button');
    expect(button.getAttribute('aria-label')).toBe('Afficher le mot de passe');
    expect(button.getAttribute('aria-describedby')).toBe('password');
    expect(button.previousElementSibling).toBe(input);
  });

  it('gives the class to the span parent the checkout prints instead of wrapping again', async () => {
    const { input } = await mountPage(pages.checkout, 'account_password');
    expect(input.parentElement!.className).toBe('woocommerce-input-wrapper password-input');
    expect(document.querySelectorAll('.password-input')).toHaveLength(1);
  });

  it('shows and hides the password on each press, swapping the label and class and focusing the field', async () => {
    const { input, button } = await mountPage(pages.checkout, 'account_password');
    click(button);
    expect(input.type).toBe('text');
    expect(button.classList.contains('display-password')).toBe(true);
    expect(button.getAttribute('aria-label')).toBe('Masquer le mot de passe');
    expect(document.activeElement).toBe(input);
    click(button);
    expect(input.type).toBe('password');
    expect(button.classList.contains('display-password')).toBe(false);
    expect(button.getAttribute('aria-label')).toBe('Afficher le mot de passe');
  });

  it('undoes everything at unmount', async () => {
    const { input, button } = await mountPage(pages.login, 'password');
    click(button);
    registry!.stop();
    registry = undefined;
    expect(input.type).toBe('password');
    expect(input.parentElement!.matches('p.form-row')).toBe(true);
    expect(document.querySelector('.show-password-input')).toBeNull();
  });
});
