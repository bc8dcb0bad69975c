// One inline style property of one theme element, changed by the header and put back as the page printed it at
// unmount: only that property, so other widgets' inline styles on the same element stay.

export interface InlineStyle {
  /** Sets the property (an empty string puts the printed value back). */
  set(value: string): void;
  restore(): void;
}

export function inlineStyle(element: HTMLElement, property: string): InlineStyle {
  const hadStyle = element.hasAttribute('style');
  const printed = element.style.getPropertyValue(property);
  const priority = element.style.getPropertyPriority(property);
  const put = (value: string) => {
    if (value === '') element.style.removeProperty(property);
    else element.style.setProperty(property, value, priority);
  };
  let current = printed;
  return {
    set(value) {
      const next = value === '' ? printed : value;
      if (next === current) return;
      current = next;
      put(next);
    },
    restore() {
      current = printed;
      put(printed);
      if (!hadStyle && element.getAttribute('style') === '') element.removeAttribute('style');
    },
  };
}
