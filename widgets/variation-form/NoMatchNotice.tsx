// The message after `.single_variation` when no variation matches the choice (or the server could not say):
// WooCommerce's `p.wc-no-matching-variations.woocommerce-info`, sliding in.
import { useLayoutEffect, useRef } from 'react';
import { slideDown } from '../../core/dom/slide.ts';

export function NoMatchNotice({ text }: { text: string }) {
  const paragraph = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    const element = paragraph.current;
    if (!element) return;
    element.style.display = 'none';
    slideDown(element);
  }, []);
  return (
    <p className="wc-no-matching-variations woocommerce-info" ref={paragraph}>
      {text}
    </p>
  );
}
