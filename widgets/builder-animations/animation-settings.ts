// One entrance animation's settings for the current screen mode (reference §16, SPEC's defaults): a phone reads its
// `_phone` value, else the tablet's, else the base one; a tablet its `_tablet` value, else the base one. Values
// that do not parse fall back: duration 500 ms, delay 0 ms, intensity 50, starting opacity 0, speed curve
// ease-in-out (only linear, ease, ease-in, ease-out and ease-in-out pass); anything but `once` repeats.
import type { AnimationEntry } from './animation-data.ts';
import type { ScreenMode } from '../../core/dom/screen-mode.ts';

export interface AnimationSettings {
  style: string;
  loop: boolean;
  durationMs: number;
  delayMs: number;
  intensity: number;
  startingOpacity: number;
  speedCurve: string;
}

const SPEED_CURVES = new Set(['linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out']);
const STYLE_PATTERN = /^(fade|transformAnim|(slide|bounce|zoom|flip|fold|roll)(Top|Right|Bottom|Left)?)$/;
const LONGEST_MS = 60_000;

function valueFor(entry: AnimationEntry, key: string, mode: ScreenMode): unknown {
  const variants = mode === 'phone' ? [`${key}_phone`, `${key}_tablet`, key] : mode === 'tablet' ? [`${key}_tablet`, key] : [key];
  const found = variants.map((name) => entry[name]).find((value) => typeof value === 'string' && value.trim() !== '');
  return found === undefined ? entry[key] : found;
}

/** A CSS time (`1000ms`, `1.5s`, a bare number of ms) in ms, within 0–60 s; null when it is not one. */
function readTime(value: unknown): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s)?\s*$/i.exec(String(value ?? ''));
  if (!match) return null;
  const ms = Number(match[1]) * (match[2]?.toLowerCase() === 's' ? 1000 : 1);
  return ms <= LONGEST_MS ? ms : null;
}

/** A percentage (`50%`, `50`) within 0–100; null when it is not one. */
function readPercent(value: unknown): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*%?\s*$/.exec(String(value ?? ''));
  if (!match) return null;
  const percent = Number(match[1]);
  return percent <= 100 ? percent : null;
}

export function animationSettings(entry: AnimationEntry, mode: ScreenMode): AnimationSettings {
  const style = String(valueFor(entry, 'style', mode)).trim();
  const curve = String(valueFor(entry, 'speed_curve', mode)).trim();
  return {
    style: STYLE_PATTERN.test(style) ? style : 'fade',
    loop: String(valueFor(entry, 'repeat', mode)).trim() !== 'once',
    durationMs: readTime(valueFor(entry, 'duration', mode)) ?? 500,
    delayMs: readTime(valueFor(entry, 'delay', mode)) ?? 0,
    intensity: readPercent(valueFor(entry, 'intensity', mode)) ?? 50,
    startingOpacity: readPercent(valueFor(entry, 'starting_opacity', mode)) ?? 0,
    speedCurve: SPEED_CURVES.has(curve) ? curve : 'ease-in-out',
  };
}
