// The viewer's icons, PhotoSwipe 5's own drawn with DOM calls (no markup string: the Trusted Types policy refuses
// innerHTML): `svg.pswp__icn`, its outline a `use.pswp__icn-shadow` of the shape's id, then the shape, with
// PhotoSwipe's ids, classes and sizes, so photoswipe.css colours, outlines and places them as its own.

const SVG = 'http://www.w3.org/2000/svg';
const XLINK = 'http://www.w3.org/1999/xlink';
const ARROW_ID = 'pswp__icn-arrow';

function svgElement<K extends 'svg' | 'path' | 'use'>(name: K, attributes: Record<string, string>): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG, name);
  for (const [attribute, value] of Object.entries(attributes)) element.setAttribute(attribute, value);
  return element;
}

/** `<use xlink:href="#id">`, the spelling of PhotoSwipe's markup. */
function copyOf(id: string, className?: string): SVGUseElement {
  const use = svgElement('use', className ? { class: className } : {});
  use.setAttributeNS(XLINK, 'xlink:href', `#${id}`);
  return use;
}

function icon(size: number, outlineId: string, shapes: SVGElement[]): SVGSVGElement {
  const side = String(size);
  const svg = svgElement('svg', { 'aria-hidden': 'true', class: 'pswp__icn', viewBox: `0 0 ${side} ${side}`, width: side, height: side });
  svg.append(copyOf(outlineId, 'pswp__icn-shadow'), ...shapes);
  return svg;
}

export function closeIcon(): SVGSVGElement {
  return icon(32, 'pswp__icn-close', [svgElement('path', { d: 'M24 10l-2-2-6 6-6-6-2 2 6 6-6 6 2 2 6-6 6 6 2-2-6-6z', id: 'pswp__icn-close' })]);
}

/** The previous arrow draws the shape; the next one reuses it (photoswipe.css flips it). */
export function arrowIcon(direction: 'prev' | 'next'): SVGSVGElement {
  const arrow = direction === 'prev' ? svgElement('path', { d: 'M29 43l-3 3-16-16 16-16 3 3-13 13 13 13z', id: ARROW_ID }) : copyOf(ARROW_ID);
  return icon(60, ARROW_ID, [arrow]);
}

/** A magnifier with a plus whose vertical bar photoswipe.css hides when zoomed in. */
export function zoomIcon(): SVGSVGElement {
  return icon(32, 'pswp__icn-zoom', [
    svgElement('path', { d: 'M17.426 19.926a6 6 0 1 1 1.5-1.5L23 22.5 21.5 24l-4.074-4.074z', id: 'pswp__icn-zoom' }),
    svgElement('path', { fill: 'currentColor', class: 'pswp__zoom-icn-bar-h', d: 'M11 16v-2h6v2z' }),
    svgElement('path', { fill: 'currentColor', class: 'pswp__zoom-icn-bar-v', d: 'M13 12h2v6h-2z' }),
  ]);
}

/** The spinning arc of the loading indicator. */
export function loadingIcon(): SVGSVGElement {
  return icon(32, 'pswp__icn-loading', [
    svgElement('path', { 'fill-rule': 'evenodd', 'clip-rule': 'evenodd', d: 'M21.2 16a5.2 5.2 0 1 1-5.2-5.2V8a8 8 0 1 0 8 8h-2.8Z', id: 'pswp__icn-loading' }),
  ]);
}
