// The few colour sums the style extractor needs, on the `rgb()` / `rgba()` strings getComputedStyle gives:
// opacity, brightness (the 0–255 scale Stripe's light and dark themes are chosen by), a translucent colour laid on
// white, a hover shade (7 % darker, or lighter on a dark colour) and a text colour readable on it.

interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export function parseRgb(color: string): Rgba | null {
  const match = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(color.trim());
  if (!match) return null;
  const [, r, g, b, alpha] = match;
  const a = alpha === undefined ? 1 : alpha.endsWith('%') ? parseFloat(alpha) / 100 : parseFloat(alpha);
  return { r: Number(r), g: Number(g), b: Number(b), a };
}

const format = ({ r, g, b }: Rgba): string => `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`;

export function isVisibleColor(color: string): boolean {
  const parsed = parseRgb(color);
  return parsed !== null && parsed.a > 0;
}

export function brightness(color: string): number {
  const parsed = parseRgb(color);
  return parsed ? (parsed.r * 299 + parsed.g * 587 + parsed.b * 114) / 1000 : 255;
}

export function isLight(color: string): boolean {
  return brightness(color) > 125;
}

/** A translucent colour as it looks on white (Stripe takes opaque colours only). */
export function opaqueOnWhite(color: string): string {
  const parsed = parseRgb(color);
  if (!parsed || parsed.a >= 1) return color;
  const blend = (channel: number) => channel * parsed.a + 255 * (1 - parsed.a);
  return format({ r: blend(parsed.r), g: blend(parsed.g), b: blend(parsed.b), a: 1 });
}

function shade(color: Rgba, amount: number): Rgba {
  const towards = amount < 0 ? 0 : 255;
  const share = Math.abs(amount);
  const mix = (channel: number) => channel + (towards - channel) * share;
  return { r: mix(color.r), g: mix(color.g), b: mix(color.b), a: 1 };
}

function luminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(first: Rgba, second: Rgba): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The hover look of a control: its background a shade darker (lighter when dark), its text kept when readable. */
export function hoverColors(backgroundColor: string, textColor: string): { backgroundColor: string; color: string } | null {
  const background = parseRgb(backgroundColor);
  const text = parseRgb(textColor);
  if (!background || !text) return null;
  const hovered = shade(background, brightness(backgroundColor) > 50 ? -0.07 : 0.07);
  const black = { r: 0, g: 0, b: 0, a: 1 };
  const white = { r: 255, g: 255, b: 255, a: 1 };
  const readable = contrast(hovered, text) >= 4.5 ? text : contrast(hovered, black) >= contrast(hovered, white) ? black : white;
  return { backgroundColor: format(hovered), color: format(readable) };
}
