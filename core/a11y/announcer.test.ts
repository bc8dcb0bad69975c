// The live region is reused or created like add-to-cart.js does, and only ever receives text.
import { afterEach, describe, expect, it } from 'vitest';
import { announce, clearAnnouncement } from './announcer.ts';

const regions = () => document.querySelectorAll('.widget_shopping_cart_live_region');

afterEach(() => {
  document.body.replaceChildren();
});

describe('announce', () => {
  it('creates one polite status region at the end of body when the page has none', () => {
    document.body.innerHTML = '<main id="main"></main>';
    announce('« Pâte à sucre blanche 1 kg » a été ajouté à votre panier');
    announce('« Kit de douilles » a été ajouté à votre panier');

    expect(regions()).toHaveLength(1);
    const region = regions()[0];
    expect(document.body.lastElementChild).toBe(region);
    expect(region?.className).toBe('widget_shopping_cart_live_region screen-reader-text');
    expect(region?.getAttribute('role')).toBe('status');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.getAttribute('aria-relevant')).toBe('all');
    expect(region?.textContent).toBe('« Kit de douilles » a été ajouté à votre panier');
  });

  it("reuses the theme's live region", () => {
    document.body.innerHTML = '<div class="widget_shopping_cart_live_region screen-reader-text" role="status" id="theme-region"></div><footer></footer>';
    announce('Article retiré du panier');
    expect(regions()).toHaveLength(1);
    expect(document.getElementById('theme-region')?.textContent).toBe('Article retiré du panier');
  });

  it('inserts text, never markup', () => {
    announce('<img src=x onerror="steal()"> ajouté');
    const region = regions()[0];
    expect(region?.textContent).toBe('<img src=x onerror="steal()"> ajouté');
    expect(region?.children).toHaveLength(0);
  });

  it('replaces the text node for a repeated message, so it is announced again', () => {
    announce('Ajouté au panier');
    const firstText = regions()[0]?.firstChild;
    announce('Ajouté au panier');
    expect(regions()[0]?.firstChild).not.toBe(firstText);
    expect(regions()[0]?.textContent).toBe('Ajouté au panier');
  });
});

describe('clearAnnouncement', () => {
  it('empties the region and removes aria-relevant', () => {
    announce('Ajouté au panier');
    clearAnnouncement();
    expect(regions()[0]?.textContent).toBe('');
    expect(regions()[0]?.hasAttribute('aria-relevant')).toBe(false);
  });

  it('does not create a region', () => {
    clearAnnouncement();
    expect(regions()).toHaveLength(0);
  });
});
