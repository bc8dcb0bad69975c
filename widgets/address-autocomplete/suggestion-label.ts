// A suggestion's label as text runs, the provider's matched ranges (`matchedSubstrings`: offset, length) marked so
// they can be shown in <strong>: ranges are clipped to the label, those wholly outside it or empty are ignored,
// overlapping ones merge. The label is only ever inserted as text.

export interface LabelRun {
  text: string;
  matched: boolean;
}

interface Range {
  start: number;
  end: number;
}

function validRanges(label: string, matched: unknown): Range[] {
  if (!Array.isArray(matched)) return [];
  const ranges = matched.flatMap((entry): Range[] => {
    const { offset, length } = (entry ?? {}) as { offset?: unknown; length?: unknown };
    if (typeof offset !== 'number' || typeof length !== 'number' || !Number.isFinite(offset) || !Number.isFinite(length)) return [];
    const start = Math.max(0, Math.floor(offset));
    const end = Math.min(label.length, Math.floor(offset + length));
    return end > start ? [{ start, end }] : [];
  });
  ranges.sort((a, b) => a.start - b.start);
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

export function labelRuns(label: string, matched: unknown): LabelRun[] {
  const runs: LabelRun[] = [];
  let position = 0;
  for (const { start, end } of validRanges(label, matched)) {
    if (start > position) runs.push({ text: label.slice(position, start), matched: false });
    runs.push({ text: label.slice(start, end), matched: true });
    position = end;
  }
  if (position < label.length) runs.push({ text: label.slice(position), matched: false });
  return runs;
}
