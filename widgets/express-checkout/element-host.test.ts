// The Express Checkout Element's host: the container's only child, with the theme's class, gone at unmount.
import { describe, expect, it } from 'vitest';
import { freshPage } from '../../core/testing/shop-page.ts';
import { testMount } from './test-data/express-kit.ts';
import { createElementHost } from './element-host.ts';

describe('createElementHost', () => {
  it('replaces what the server printed in the container with one div.fondant-express-checkout, removed at unmount', () => {
    freshPage('<div id="wcpay-express-checkout-element" hidden><span>placeholder</span></div>');
    const container = document.getElementById('wcpay-express-checkout-element')!;
    const mount = testMount(container);
    const host = createElementHost(mount.context);
    expect(container.innerHTML).toBe('<div class="fondant-express-checkout"></div>');
    expect(container.firstElementChild).toBe(host);
    mount.unmount();
    expect(container.innerHTML).toBe('');
  });
});
