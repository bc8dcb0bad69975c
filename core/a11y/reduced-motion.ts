// Whether the shopper asked for less motion (prefers-reduced-motion: reduce): slides, scrolls and fades then go
// to their end state at once. False where the browser has no matchMedia.

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
