// The stock tab markup as a WAI-ARIA tab set: `li#tab-title-<key> > a[role=tab][href=#tab-<key>]` and the
// panels they point to. One tab selected (aria-selected, roving tabindex, li.active), the others' panels `hidden`.

export interface ProductTab {
  key: string;
  item: HTMLElement;
  link: HTMLAnchorElement;
  panel: HTMLElement;
}

/** The wrapper's tabs whose link points to a panel of the wrapper, in order. */
export function collectTabs(wrapper: HTMLElement): ProductTab[] {
  const tabs: ProductTab[] = [];
  for (const link of wrapper.querySelectorAll<HTMLAnchorElement>(':scope > ul.tabs > li > a, :scope > .wc-tabs > li > a')) {
    const panelId = link.hash.slice(1);
    const panel = panelId ? document.getElementById(panelId) : null;
    const item = link.parentElement;
    if (!panel || !item || !wrapper.contains(panel) || tabs.some((tab) => tab.panel === panel)) continue;
    tabs.push({ key: panelId.replace(/^tab-/, ''), item, link, panel });
  }
  return tabs;
}

/** Completes the ARIA wiring the template may lack; returns what puts the markup back as it was. */
export function prepareTabs(tabs: readonly ProductTab[]): () => void {
  const added: [Element, string][] = [];
  const ensure = (element: Element, name: string, value: string) => {
    if (element.hasAttribute(name)) return;
    element.setAttribute(name, value);
    added.push([element, name]);
  };
  for (const { item, link, panel } of tabs) {
    ensure(item, 'role', 'presentation');
    ensure(link, 'role', 'tab');
    ensure(link, 'aria-controls', panel.id);
    if (!link.id && !item.id) ensure(link, 'id', `${panel.id}-tab`);
    ensure(panel, 'role', 'tabpanel');
    ensure(panel, 'aria-labelledby', item.id || link.id);
    // The panel itself takes focus after the tab, so its text is reachable even when it holds no control.
    ensure(panel, 'tabindex', '0');
  }
  return () => {
    for (const { item, link, panel } of tabs) {
      item.classList.remove('active');
      link.removeAttribute('aria-selected');
      link.removeAttribute('tabindex');
      panel.hidden = false;
    }
    for (const [element, name] of added) element.removeAttribute(name);
  };
}

export function selectTab(tabs: readonly ProductTab[], key: string): void {
  for (const { key: tabKey, item, link, panel } of tabs) {
    const selected = tabKey === key;
    item.classList.toggle('active', selected);
    link.setAttribute('aria-selected', String(selected));
    link.tabIndex = selected ? 0 : -1;
    panel.hidden = !selected;
  }
}

export function selectedTab(tabs: readonly ProductTab[]): ProductTab | undefined {
  return tabs.find((tab) => tab.link.getAttribute('aria-selected') === 'true');
}
