// Runs `start` once, the first time the element is in the viewport (the theme's waypoint at 100 %: its top reaches
// the viewport's bottom); at once where the browser has no IntersectionObserver. Returns a function that stops
// watching.

export function whenFirstVisible(element: Element, start: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    start();
    return () => {};
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    start();
  });
  observer.observe(element);
  return () => observer.disconnect();
}
