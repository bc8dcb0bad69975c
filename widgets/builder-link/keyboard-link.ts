// The keyboard's and screen readers' way to a module link: a real link put first in the module, out of sight until
// it has the focus (fondant.css), named after the module's heading (else its first words). A real `<a>` rather than
// a role on the module: the module may hold links and fields of its own, which a link must not contain. Not added
// when the module already links to the same address.
import { t } from './builder-link.strings.ts';

const MAX_NAME = 80;

function moduleName(module: HTMLElement): string {
  const heading = module.querySelector('h1, h2, h3, h4, h5, h6')?.textContent?.trim();
  const text = (heading || module.textContent || '').replace(/\s+/g, ' ').trim();
  return text.length > MAX_NAME ? `${text.slice(0, MAX_NAME - 1).trimEnd()}…` : text;
}

export function addKeyboardLink(module: HTMLElement, href: string, newWindow: boolean): HTMLAnchorElement | null {
  if ([...module.querySelectorAll<HTMLAnchorElement>('a[href]')].some((link) => link.href === href)) return null;
  const link = document.createElement('a');
  link.className = 'fondant-module-link';
  link.href = href;
  const name = moduleName(module);
  const label = name ? t('moduleLinkNamed', { name }) : t('moduleLinkUnnamed');
  link.textContent = newWindow ? t('moduleLinkNewWindow', { label }) : label;
  if (newWindow) {
    link.target = '_blank';
    link.rel = 'noopener';
  }
  module.prepend(link);
  return link;
}
