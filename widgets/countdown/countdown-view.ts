// The countdown module's sections as the page builder prints them (`.days`, `.hours`, `.minutes`, `.seconds`, each
// with its `p.value` and `p.label`, a `.sep` after each but the last), and the time left written into them: the
// digits, and `zero` on the leading zero parts and on the separator after each.
import { leadingZeroParts, PART_NAMES, partDigits, type PartName } from './countdown-digits.ts';
import type { CountdownParts } from './remaining-time.ts';

const ZERO_CLASS = 'zero';

export interface CountdownSection {
  part: PartName;
  section: HTMLElement;
  value: HTMLElement | null;
  label: HTMLElement | null;
  /** The `.sep` right after the section (none after the seconds), marked `zero` with it. */
  separator: HTMLElement | null;
}

function separatorAfter(section: HTMLElement): HTMLElement | null {
  const next = section.nextElementSibling;
  return next instanceof HTMLElement && next.matches('.sep') ? next : null;
}

export function findSections(container: HTMLElement): CountdownSection[] {
  const last = PART_NAMES[PART_NAMES.length - 1];
  return PART_NAMES.flatMap((part) => {
    const section = container.querySelector<HTMLElement>(`.${part}.section`);
    if (!section) return [];
    const separator = part === last ? null : separatorAfter(section);
    return [{ part, section, value: section.querySelector<HTMLElement>('.value'), label: section.querySelector<HTMLElement>('.label'), separator }];
  });
}

/** Sets an element's text only when it differs, so an unchanged part leaves the DOM alone. */
export function writeText(element: HTMLElement | null, text: string): void {
  if (element && element.textContent !== text) element.textContent = text;
}

export function renderParts(sections: readonly CountdownSection[], parts: CountdownParts): void {
  const zeroParts = new Set(leadingZeroParts(parts));
  for (const { part, section, value, separator } of sections) {
    writeText(value, partDigits(part, parts[part]));
    section.classList.toggle(ZERO_CLASS, zeroParts.has(part));
    separator?.classList.toggle(ZERO_CLASS, zeroParts.has(part));
  }
}
