// A snapshot of some attributes of some elements, put back as they were (or removed again) at unmount: the page
// builder's widgets (sliders, carousels, grids, animations, the lightbox) change classes, inline styles, state and
// ARIA on the theme's markup, and cleanup leaves that markup as the server printed it. Only the named attributes: other widgets' marks on the
// same elements stay.

export function snapshotAttributes(elements: readonly Element[], names: readonly string[]): () => void {
  const saved = elements.map((element) => [element, names.map((name) => [name, element.getAttribute(name)] as const)] as const);
  return () => {
    for (const [element, attributes] of saved) {
      for (const [name, value] of attributes) {
        if (value === null) element.removeAttribute(name);
        else element.setAttribute(name, value);
      }
    }
  };
}
