// The page builder's entrance animations (reference §16): entries naming an element by its order class, from the
// page's JSON config (`animationData`, for pages under a strict CSP) else the theme's footer global
// `et_animation_data`. As the theme does, an entry lacking one of the eight base keys is skipped; the entry's
// `_tablet` / `_phone` variants are kept for animation-settings.ts.
import { liveJsonConfig } from '../../core/config/json-config.ts';

export type AnimationEntry = Readonly<Record<string, unknown>> & { readonly class: string };

const BASE_KEYS = ['class', 'style', 'repeat', 'duration', 'delay', 'intensity', 'starting_opacity', 'speed_curve'] as const;

function readEntry(entry: unknown): AnimationEntry | null {
  if (!entry || typeof entry !== 'object') return null;
  const fields = entry as Record<string, unknown>;
  if (BASE_KEYS.some((key) => fields[key] === undefined || fields[key] === null)) return null;
  if (typeof fields['class'] !== 'string' || fields['class'].trim() === '') return null;
  return { ...fields, class: fields['class'].trim() };
}

export function readAnimationData(config: Record<string, unknown> = liveJsonConfig(), win: Window = window): AnimationEntry[] {
  const own = config['animationData'];
  const entries = Array.isArray(own) ? own : (win as unknown as { et_animation_data?: unknown }).et_animation_data;
  return Array.isArray(entries) ? entries.flatMap((entry) => readEntry(entry) ?? []) : [];
}

/** The entry for an element: the first whose order class it carries (the theme skips later duplicates). */
export function animationEntryFor(element: Element, entries: readonly AnimationEntry[]): AnimationEntry | null {
  return entries.find((entry) => element.classList.contains(entry.class)) ?? null;
}
