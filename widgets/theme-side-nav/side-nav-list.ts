// The dot navigation as the theme builds it (reference §27): `ul.et_pb_side_nav` with one
// `li.side_nav_item > a#side_nav_item_id_<i>[href="#"]` per top-level section, the first `active`, an inline negative
// margin-top of (sections × 20 + 40) / 2 px and `et-visible` — inside a `nav` landmark with a French name, each link
// named by its section's first heading (else « Section n »; the theme's CSS hides the text with text-indent), the
// current one `aria-current="location"`.
import { t } from './theme-side-nav.strings.ts';

/** The page's top-level sections (the post content's, else a Theme Builder body's). */
export function pageSections(doc: Document = document): HTMLElement[] {
  for (const layout of ['.et-l--post', '.et-l--body']) {
    const sections = [...doc.querySelectorAll<HTMLElement>(`${layout} .et_builder_inner_content > .et_pb_section`)];
    if (sections.length > 0) return sections;
  }
  return [];
}

function sectionName(section: HTMLElement, index: number): string {
  const heading = section.querySelector('h1, h2, h3, h4, h5, h6')?.textContent?.replace(/\s+/g, ' ').trim();
  return heading || t('sideNavSection', { number: index + 1 });
}

export function buildSideNav(sections: readonly HTMLElement[], doc: Document = document): { nav: HTMLElement; links: HTMLAnchorElement[] } {
  const nav = doc.createElement('nav');
  nav.setAttribute('aria-label', t('sideNavLabel'));
  const list = nav.appendChild(doc.createElement('ul'));
  list.className = 'et_pb_side_nav';
  const links = sections.map((section, index) => {
    const item = list.appendChild(doc.createElement('li'));
    item.className = 'side_nav_item';
    const link = item.appendChild(doc.createElement('a'));
    link.id = `side_nav_item_id_${index}`;
    link.href = '#';
    link.textContent = sectionName(section, index);
    return link;
  });
  list.style.marginTop = `-${(sections.length * 20 + 40) / 2}px`;
  list.classList.add('et-visible');
  return { nav, links };
}

/** Marks the current section's link (`active`, aria-current) and unmarks the others. */
export function markCurrent(links: readonly HTMLAnchorElement[], current: number): void {
  links.forEach((link, index) => {
    link.classList.toggle('active', index === current);
    if (index === current) link.setAttribute('aria-current', 'location');
    else link.removeAttribute('aria-current');
  });
}
