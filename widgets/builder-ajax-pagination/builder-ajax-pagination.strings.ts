// The ajax pagination's own French strings (the page config's i18n overrides them by key): what is announced once
// a page of the module has replaced the previous one.
import { widgetStrings } from '../../core/config/strings.ts';

export const t = widgetStrings({
  paginationPostsLoaded: 'Page {page} des articles chargée.',
  paginationProjectsLoaded: 'Page {page} des projets chargée.',
} as const);
