// What the widget changes on the server's elements, kept to be put back at unmount: the listed attributes of each
// element as they were (removed again when they were absent).

export function snapshotAttributes(elements: readonly Element[], names: readonly string[]): () => void {
  const saved = elements.map((element) => ({ element, values: names.map((name) => element.getAttribute(name)) }));
  return () => {
    for (const { element, values } of saved) {
      names.forEach((name, index) => {
        const value = values[index];
        if (value === null || value === undefined) element.removeAttribute(name);
        else element.setAttribute(name, value);
      });
    }
  };
}
