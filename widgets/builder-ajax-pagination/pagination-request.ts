// The ajax pagination's request (reference §10a.4): a GET of the link (its `?et_blog` / `?et_portfolio` flag kept),
// or, in the block editor's layout preview, a POST of the layout's shortcode (`et_layout_block_layout_content`,
// from the preview's `ETBlockLayoutModulesScript`) so that the server renders the same modules. The answer is the
// page; the module's container is taken from it. An error answer is used only when it is a 404 and the page itself
// is a 404 page (a module of the 404 template, whose page links 404 too); any other failure, or an answer without
// the module, means the link is followed instead (null).
import { pageConfig } from '../../core/config/page-config.ts';
import { answeredElement } from '../../core/dom/answered-page.ts';
import { HttpError } from '../../core/http/http-error.ts';
import { requestText } from '../../core/http/request.ts';
import { answeredContainerSelector } from './module-selector.ts';

export interface PaginationSettings {
  requestTimeout: number;
  /** The layout block preview's shortcode, when the page is that preview; else null (a GET). */
  layoutContent: string | null;
}

export function readPaginationSettings(win: Window = window): PaginationSettings {
  const preview = (win as unknown as { ETBlockLayoutModulesScript?: { layoutContent?: unknown } }).ETBlockLayoutModulesScript;
  const inPreview = win.document.body.classList.contains('et-block-layout-preview') && typeof preview?.layoutContent === 'string';
  return { requestTimeout: pageConfig().requestTimeout, layoutContent: inPreview ? (preview.layoutContent as string) : null };
}

/** The answered page to read, from a failed request: a 404's page on a 404 page, else null (follow the link). */
export function usableFailure(error: unknown, doc: Document = document): string | null {
  const onErrorPage = doc.body.classList.contains('error404');
  return onErrorPage && error instanceof HttpError && error.kind === 'http' && error.status === 404 && typeof error.body === 'string' ? error.body : null;
}

/** The module's container in the page at `url`; null when the link should be followed instead. Throws only an
 *  `aborted` HttpError (the module was unmounted) or what is not an HttpError (a fault of ours). */
export async function fetchContainer(url: URL, selector: string, settings: PaginationSettings, signal: AbortSignal): Promise<Element | null> {
  const post = settings.layoutContent !== null;
  let page: string;
  try {
    ({ text: page } = await requestText(url.href, {
      method: post ? 'POST' : 'GET',
      ...(post ? { body: new URLSearchParams({ et_layout_block_layout_content: settings.layoutContent ?? '' }) } : {}),
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      timeout: settings.requestTimeout,
      signal,
    }));
  } catch (error) {
    if (!(error instanceof HttpError) || error.kind === 'aborted') throw error;
    const failure = usableFailure(error);
    if (failure === null) return null;
    page = failure;
  }
  return answeredElement(page, answeredContainerSelector(selector));
}
