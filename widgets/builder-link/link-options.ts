// The page builder's link options (reference §17): entries `{class, url, target}` naming a module by its order class,
// from the page's JSON config (`linkOptions`, for pages under a strict CSP) else the theme's inline
// `et_link_options_data`. Entries lacking a class, a URL or a target of `_blank` / `_self` are skipped, as the theme
// skips them; the theme's escaped brackets (`&#91;`, `&#93;`) are turned back.
import { liveJsonConfig } from '../../core/config/json-config.ts';

export interface LinkOption {
  className: string;
  url: string;
  target: '_blank' | '_self';
}

function readEntry(entry: unknown): LinkOption | null {
  if (!entry || typeof entry !== 'object') return null;
  const { class: className, url, target } = entry as Record<string, unknown>;
  if (typeof className !== 'string' || className.trim() === '' || typeof url !== 'string' || url.trim() === '') return null;
  if (target !== '_blank' && target !== '_self') return null;
  return { className: className.trim(), url: url.trim().replaceAll('&#91;', '[').replaceAll('&#93;', ']'), target };
}

export function readLinkOptions(config: Record<string, unknown> = liveJsonConfig(), win: Window = window): LinkOption[] {
  const own = config['linkOptions'];
  const entries = Array.isArray(own) ? own : (win as unknown as { et_link_options_data?: unknown }).et_link_options_data;
  return Array.isArray(entries) ? entries.flatMap((entry) => readEntry(entry) ?? []) : [];
}

/** The entry for a module: the first whose class the module carries. */
export function linkOptionFor(module: Element, options: readonly LinkOption[]): LinkOption | null {
  return options.find((option) => module.classList.contains(option.className)) ?? null;
}
