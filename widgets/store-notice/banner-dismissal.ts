// Saves a shop manager's dismissal of the "Coming soon" banner as woocommerce.js does: a form-encoded POST of
// `woocommerce_meta[coming_soon_banner_dismissed]=yes` to the user's REST route with the `wp_rest` nonce, here
// through the REST helper (WordPress's api-fetch: `_locale=user`, a refused nonce refreshed once and the call
// retried). The helper is imported only when a dismissal is sent, so pages that merely show the store notice do
// not download it. It never throws: a failure is logged (the banner simply shows again on the next page) and
// reported as false.
import { formBody } from '../../core/http/form-body.ts';

const DISMISSED_FIELD = 'woocommerce_meta[coming_soon_banner_dismissed]';

export async function saveBannerDismissal(restUrl: string, nonce: string, signal: AbortSignal): Promise<boolean> {
  if (!restUrl) {
    console.warn('[fondant] store-notice: the coming-soon banner’s dismiss link has no data-rest-url; the dismissal was not saved.');
    return false;
  }
  try {
    const { restApi } = await import('../../core/http/rest-api.ts');
    await restApi<unknown>({
      url: new URL(restUrl, document.baseURI).href,
      method: 'POST',
      body: formBody({ [DISMISSED_FIELD]: 'yes' }),
      nonce,
      signal,
    });
    return true;
  } catch (error) {
    if (!signal.aborted) {
      console.warn('[fondant] store-notice: the coming-soon banner’s dismissal was not saved; it will show again on the next page.', error);
    }
    return false;
  }
}
