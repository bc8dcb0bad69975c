// Where the fullwidth header's scroll-down link takes the page (reference §28): the bottom of its `section` at the
// window's top, less the admin bar (above 600 px) and, on the desktop with the fixed navigation, the top bar and the
// main header at its fixed height — read on the header when it is already fixed, else on a hidden copy of it with
// `et-fixed-header` (as the theme measures it: a copy takes the fixed look at once, without the header's own
// transition, and nothing is painted in between).
import { screenMode } from '../../core/dom/screen-mode.ts';

function fixedMainHeaderHeight(header: HTMLElement): number {
  if (header.classList.contains('et-fixed-header')) return header.getBoundingClientRect().height;
  const copy = header.cloneNode(true) as HTMLElement;
  copy.classList.add('et-fixed-header');
  copy.setAttribute('aria-hidden', 'true');
  copy.inert = true;
  Object.assign(copy.style, { position: 'fixed', left: '0', right: '0', bottom: '0', top: 'auto', visibility: 'hidden', transition: 'none' });
  header.ownerDocument.body.append(copy);
  const height = copy.getBoundingClientRect().height;
  copy.remove();
  return height;
}

/** The header's height over the page once it is fixed (0 where the header scrolls away). */
export function fixedHeaderCover(doc: Document = document): number {
  const width = doc.documentElement.clientWidth || (doc.defaultView ?? window).innerWidth;
  const body = doc.body;
  let cover = width > 600 ? (doc.getElementById('wpadminbar')?.getBoundingClientRect().height ?? 0) : 0;
  const header = doc.getElementById('main-header');
  if (screenMode(width) === 'desktop' && body.classList.contains('et_fixed_nav') && !body.classList.contains('et_vertical_nav') && header) {
    cover += (doc.getElementById('top-header')?.getBoundingClientRect().height ?? 0) + fixedMainHeaderHeight(header);
  }
  return cover;
}

/** The window's scroll position that puts the section's end right under the fixed header. */
export function sectionEndDestination(section: Element): number {
  const win = section.ownerDocument.defaultView ?? window;
  return win.scrollY + section.getBoundingClientRect().bottom - fixedHeaderCover(section.ownerDocument);
}
