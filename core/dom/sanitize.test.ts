// What survives sanitising: the WooCommerce markup and its data-*, aria-* and role attributes; what does not:
// scripts, styles, event handlers and script URLs. Through the browser's HTML Sanitizer API where it exists (here
// the test double of core/testing/sanitizer-api-double.ts), else through DOMPurify, imported only then.
import { afterEach, describe, expect, it, vi } from 'vitest';
import oneItem from '../cart/captures/11-wc-ajax-add_to_cart-success.json';

type SanitizeModule = typeof import('./sanitize.ts');

const templateProto = HTMLTemplateElement.prototype as HTMLTemplateElement & { setHTML?: unknown };
const doubleSetHTML = templateProto.setHTML;

function htmlOf(fragment: DocumentFragment): string {
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}

/** A fresh sanitize module, with the browser's API present or not. */
async function sanitizeModule({ browserApi }: { browserApi: boolean }): Promise<SanitizeModule> {
  vi.resetModules();
  if (browserApi) templateProto.setHTML = doubleSetHTML;
  else delete templateProto.setHTML;
  return import('./sanitize.ts');
}

afterEach(() => {
  templateProto.setHTML = doubleSetHTML;
});

describe.each([
  { path: 'the browser sanitizer', browserApi: true },
  { path: 'DOMPurify', browserApi: false },
])('sanitizeToFragment through $path', ({ browserApi }) => {
  async function sanitize(html: string): Promise<DocumentFragment> {
    const module = await sanitizeModule({ browserApi });
    await module.loadSanitizer();
    return module.sanitizeToFragment(html);
  }

  it('returns a DocumentFragment with every top-level node, leading text included', async () => {
    const fragment = await sanitize('\n\t<a class="cart-contents" href="/panier/">Panier</a>\n<span class="count">2</span>');
    expect(fragment).toBeInstanceOf(DocumentFragment);
    expect([...fragment.childNodes].map((node) => node.nodeName)).toEqual(['#text', 'A', '#text', 'SPAN']);
  });

  it('keeps data-*, aria-* and role attributes', async () => {
    const html =
      '<a role="button" href="/panier/?remove_item=abc" class="remove remove_from_cart_button" aria-label="Retirer Pâte à sucre du panier" data-product_id="63" data-cart_item_key="03afdbd66e7929b125f8597834fa83a4" data-success_message="“Pâte à sucre” a été retiré de votre panier">×</a>';
    expect(htmlOf(await sanitize(html))).toBe(html);
  });

  it('drops script and style elements, event handlers and javascript: URLs', async () => {
    const html = htmlOf(
      await sanitize(
        '<div class="widget_shopping_cart_content" onmouseover="steal()"><script>steal()</script><style>body{display:none}</style>' +
          '<a href="javascript:steal()" onclick="steal()">Panier</a><img src="x.png" onerror="steal()" alt=""><p>Votre panier est vide.</p></div>',
      ),
    );
    expect(html).toBe('<div class="widget_shopping_cart_content"><a>Panier</a><img src="x.png" alt=""><p>Votre panier est vide.</p></div>');
  });

  it('leaves the captured mini-cart fragment intact', async () => {
    const fragment = await sanitize(oneItem.fragments['div.widget_shopping_cart_content']);
    const remove = fragment.querySelector('.remove_from_cart_button');
    expect(remove?.getAttribute('role')).toBe('button');
    expect(remove?.getAttribute('aria-label')).toBe('Remove Pâte à sucre blanche 1 kg from cart');
    expect(remove?.getAttribute('data-success_message')).toBe('“Pâte à sucre blanche 1 kg” has been removed from your cart');
    expect(remove?.getAttribute('href')).toBe('http://127.0.0.1:8088/cart/?remove_item=03afdbd66e7929b125f8597834fa83a4&_wpnonce=3cf6d4f3ab');
    expect(fragment.querySelector('img')?.getAttribute('srcset')).toContain('324w');
    expect(fragment.querySelector('.woocommerce-Price-currencySymbol')?.getAttribute('translate')).toBe('no');
    expect(fragment.querySelector('.quantity')?.textContent).toBe('1 × 8,90\u00a0€');
  });
});

describe('the browser sanitizer path', () => {
  it('is ready at once: withSanitizer runs in the same task, and DOMPurify is never imported', async () => {
    const module = await sanitizeModule({ browserApi: true });
    const ran: string[] = [];
    const done = module.withSanitizer(() => ran.push('used'));
    ran.push('after');
    await done;
    expect(ran).toEqual(['used', 'after']);
    expect(module.sanitizeToFragment('<b>ok</b>').textContent).toBe('ok');
  });

  it('asks the browser to also remove style sheets (SVG and MathML ones too), links, base, meta, noscript, templates and titles, and drops links outside http(s), mailto: and tel: and any script URL', async () => {
    const calls: unknown[] = [];
    // A browser sanitizer that removes nothing, to see what Fondant asks for and what it removes itself.
    templateProto.setHTML = function (this: HTMLTemplateElement, html: string, options: unknown) {
      calls.push(options);
      this.innerHTML = html;
    };
    vi.resetModules();
    const { sanitizeToFragment } = await import('./sanitize.ts');
    const fragment = sanitizeToFragment(
      '<a href="https://shop.example/">1</a><a href="/panier/">2</a><a href="mailto:a@b.fr">3</a><a href="tel:+33">4</a>' +
        '<a href="data:text/html,x">5</a><a href=" java&#9;script:x">6</a><a href="VBScript:x">7</a><form action="javascript:x"><button formaction="data:x">8</button></form>' +
        '<svg><animate to="javascript:x" from="0" data-note="data: kept"></animate></svg>',
    );
    expect(calls).toEqual([
      {
        sanitizer: {
          removeElements: [
            'style', 'link', 'meta', 'base', 'noscript', 'template', 'title',
            { name: 'style', namespace: 'http://www.w3.org/2000/svg' },
            { name: 'style', namespace: 'http://www.w3.org/1998/Math/MathML' },
          ],
        },
      },
    ]);
    expect([...fragment.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['https://shop.example/', '/panier/', 'mailto:a@b.fr', 'tel:+33', null, null, null]);
    expect(fragment.querySelector('form')?.hasAttribute('action')).toBe(false);
    expect(fragment.querySelector('button')?.hasAttribute('formaction')).toBe(false);
    expect([...(fragment.querySelector('animate')?.attributes ?? [])].map(({ name, value }) => `${name}=${value}`)).toEqual(['from=0', 'data-note=data: kept']);
  });
});

describe('the DOMPurify fallback', () => {
  it('refuses to sanitize before it is loaded, rather than insert unsanitized HTML', async () => {
    const module = await sanitizeModule({ browserApi: false });
    expect(() => module.sanitizeToFragment('<b>x</b>')).toThrow(/before loadSanitizer/);
  });

  it('withSanitizer runs once DOMPurify is loaded, in call order, then at once', async () => {
    const module = await sanitizeModule({ browserApi: false });
    const ran: string[] = [];
    const first = module.withSanitizer(() => ran.push('first'));
    const second = module.withSanitizer(() => ran.push('second'));
    ran.push('sync');
    await Promise.all([first, second]);
    expect(ran).toEqual(['sync', 'first', 'second']);
    void module.withSanitizer(() => ran.push('third'));
    expect(ran.at(-1)).toBe('third');
  });

  it('a failed download is logged, skips the insertion, and is tried again next time', async () => {
    vi.resetModules();
    delete templateProto.setHTML;
    vi.doMock('./dompurify-sanitizer.ts', () => {
      throw new Error('chunk load failed');
    });
    const module = await import('./sanitize.ts');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const use = vi.fn();
    await module.withSanitizer(use);
    expect(use).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('could not be loaded'), expect.any(Error));
    vi.doUnmock('./dompurify-sanitizer.ts');
    await module.withSanitizer(use);
    expect(use).toHaveBeenCalledTimes(1);
  });
});
