// The writing direction that applies to an element: the nearest `dir` attribute up the tree decides, as in
// HTML; keyboard widgets swap their Left and Right arrows when it is right-to-left.

export function isRightToLeft(element: Element): boolean {
  return element.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl';
}
