// The magnifier trigger WooCommerce prepends to the gallery: a role=button link announcing a dialog,
// labelled in French; Enter (native) and Space open the viewer. The magnifier is an SVG (WooCommerce's
// 🔍 emoji needs an emoji font the shopper may lack).
import { t } from '../../core/config/strings.ts';

const SVG = 'http://www.w3.org/2000/svg';

function magnifierIcon(): SVGSVGElement {
  const icon = document.createElementNS(SVG, 'svg');
  icon.setAttribute('viewBox', '0 0 24 24');
  icon.setAttribute('width', '18');
  icon.setAttribute('height', '18');
  icon.setAttribute('aria-hidden', 'true');
  icon.setAttribute('focusable', 'false');
  const lens = document.createElementNS(SVG, 'circle');
  lens.setAttribute('cx', '10');
  lens.setAttribute('cy', '10');
  lens.setAttribute('r', '6.5');
  const handle = document.createElementNS(SVG, 'path');
  handle.setAttribute('d', 'M15 15l6 6');
  for (const shape of [lens, handle]) {
    shape.setAttribute('fill', 'none');
    shape.setAttribute('stroke', 'currentColor');
    shape.setAttribute('stroke-width', '2.5');
    shape.setAttribute('stroke-linecap', 'round');
  }
  icon.append(lens, handle);
  return icon;
}

export function createTrigger(): HTMLAnchorElement {
  const trigger = document.createElement('a');
  trigger.href = '#';
  trigger.className = 'woocommerce-product-gallery__trigger';
  trigger.setAttribute('role', 'button');
  trigger.setAttribute('aria-haspopup', 'dialog');
  trigger.setAttribute('aria-label', t('galleryTrigger'));
  trigger.append(magnifierIcon());
  return trigger;
}
