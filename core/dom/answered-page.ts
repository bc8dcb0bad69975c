// An element of a whole page the server answered (the builder's contact form and ajax pagination re-render a module
// from the page): found in the page parsed inert, and only when the page arrived to its end (`</body>`), so a cut
// answer never brings half a module. What is found is read, then inserted through core/dom/sanitize.ts.
import { parseInertDocument } from './trusted-types.ts';

/** The first element `selector` finds in an answered page; null when the page lacks it or was cut before its end. */
export function answeredElement(page: string, selector: string): Element | null {
  if (!/<\/body>/i.test(page)) return null;
  return parseInertDocument(page).querySelector(selector);
}
