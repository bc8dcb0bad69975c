// Saves a shop manager's dismissal of the "Coming soon" banner as woocommerce.js does: a form-encoded POST of
// `woocommerce_meta[coming_soon_banner_dismissed]=yes` to the user's REST route with the `X-WP-Nonce` header.
// It never throws: a failure is logged (the banner simply shows again on the next page) and reported as false.
import { pageConfig } from '../../core/config/page-config.ts';
import { formBody } from '../../core/http/form-body.ts';
import { HttpError } from '../../core/http/http-error.ts';
import { requestJson } from '../../core/http/request.ts';

const DISMISSED_FIELD = 'woocommerce_meta[coming_soon_banner_dismissed]';

export async function saveBannerDismissal(restUrl: string, nonce: string, signal: AbortSignal): Promise<boolean> {
  if (!restUrl) {
    console.warn('[fondant] store-notice: the coming-soon banner’s dismiss link has no data-rest-url; the dismissal was not saved.');
    return false;
  }
  const headers = new Headers();
  if (nonce) headers.set('X-WP-Nonce', nonce);
  try {
    await requestJson<unknown>(new URL(restUrl, document.baseURI).href, {
      method: 'POST',
      headers,
      body: formBody({ [DISMISSED_FIELD]: 'yes' }),
      timeout: pageConfig().requestTimeout,
      signal,
    });
    return true;
  } catch (error) {
    if (!(error instanceof HttpError && error.kind === 'aborted')) {
      console.warn('[fondant] store-notice: the coming-soon banner’s dismissal was not saved; it will show again on the next page.', error);
    }
    return false;
  }
}
