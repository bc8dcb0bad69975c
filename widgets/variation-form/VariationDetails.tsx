// What `.single_variation` shows for the found variation, as WooCommerce's variation template: description,
// price and availability (server HTML, sanitised), or the unavailable message for a hidden variation.
import { Fragment, useLayoutEffect, useRef } from 'react';
import { t } from '../../core/config/strings.ts';
import { sanitizeToFragment } from '../../core/dom/sanitize.ts';
import type { Variation } from './variation-data.ts';

function ServerHtml({ className, html }: { className: string; html: string | undefined }) {
  const element = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    element.current?.replaceChildren(sanitizeToFragment(html ?? ''));
  }, [html]);
  return <div className={className} ref={element} />;
}

export function VariationDetails({ variation }: { variation: Variation | null }) {
  if (!variation) return null;
  // Keyed by variation: new elements, so the live region (aria-relevant="additions") announces each one.
  return (
    <Fragment key={variation.variation_id}>
      {variation.variation_is_visible ? (
        <>
          <ServerHtml className="woocommerce-variation-description" html={variation.variation_description} />
          <ServerHtml className="woocommerce-variation-price" html={variation.price_html} />
          <ServerHtml className="woocommerce-variation-availability" html={variation.availability_html} />
        </>
      ) : (
        <p role="alert">{t('variationUnavailable')}</p>
      )}
    </Fragment>
  );
}
