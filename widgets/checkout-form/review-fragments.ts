// The order review update's fragments (selector → HTML) replace the matching elements, sanitized, and only
// when their HTML differs from the previous answer's: an unchanged payment box keeps its DOM (and whatever a
// gateway drew in it).
import { sanitizeToFragment } from '../../core/dom/sanitize.ts';

export type Fragments = Record<string, string>;

/** Replaces the changed fragments; returns the selectors it replaced. */
export function applyChangedFragments(fragments: Fragments, previous: Fragments | null): string[] {
  const replaced: string[] = [];
  for (const [selector, html] of Object.entries(fragments)) {
    if (typeof html !== 'string' || previous?.[selector] === html) continue;
    let targets: Element[];
    try {
      targets = [...document.querySelectorAll(selector)];
    } catch {
      continue;
    }
    if (targets.length === 0) continue;
    const safe = sanitizeToFragment(html);
    for (const target of targets) target.replaceWith(safe.cloneNode(true));
    replaced.push(selector);
  }
  return replaced;
}
