// The containers a module has shown, per page address and module (reference §10a.4: the theme caches them under the
// link's href plus the module's selector, and the page's own container under its address, so that going back to a
// page shown before sends nothing). The address is taken without its hash and without the server's empty
// `et_blog` / `et_portfolio` flag, so the page-1 link (`/journal/?et_blog`) finds the container the page came with.
// The elements themselves are kept, as the theme keeps them: put back, their widgets mount again.

const SERVER_FLAGS = ['et_blog', 'et_portfolio'];

export function pageKey(href: string, selector: string): string {
  const url = new URL(href);
  url.hash = '';
  for (const flag of SERVER_FLAGS) if (url.searchParams.get(flag) === '') url.searchParams.delete(flag);
  return `${url.href} ${selector}`;
}

export class PageCache {
  private readonly containers = new Map<string, HTMLElement>();

  get(href: string, selector: string): HTMLElement | undefined {
    return this.containers.get(pageKey(href, selector));
  }

  /** Keeps `container` for the address unless one is kept already (`replace`: always). */
  keep(href: string, selector: string, container: HTMLElement, replace = true): void {
    const key = pageKey(href, selector);
    if (replace || !this.containers.has(key)) this.containers.set(key, container);
  }

  clear(): void {
    this.containers.clear();
  }
}
