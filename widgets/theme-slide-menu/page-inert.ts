// The rest of the page made inert while a menu is open (WAI-ARIA dialog pattern: nothing outside the dialog can be
// reached or read): every sibling along the way from the kept elements up to the body gets `inert`, except what
// holds a kept element, live regions (announcements still speak) and what was inert already. The returned function
// takes exactly those marks away again.

export function inertOutside(keep: readonly Element[]): () => void {
  const marked: Element[] = [];
  const holdsKept = (element: Element) => keep.some((kept) => element.contains(kept));
  const seen = new Set<Element>();
  for (const kept of keep) {
    for (let node: Element | null = kept; node && node !== document.body; node = node.parentElement) {
      const parent: Element | null = node.parentElement;
      if (!parent || seen.has(parent)) continue;
      seen.add(parent);
      for (const sibling of parent.children) {
        if (holdsKept(sibling) || sibling.hasAttribute('inert')) continue;
        if (sibling.matches('script, style, [aria-live]')) continue;
        sibling.setAttribute('inert', '');
        marked.push(sibling);
      }
    }
  }
  return () => {
    for (const element of marked) {
      element.removeAttribute('inert');
    }
  };
}
