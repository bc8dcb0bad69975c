// Matched ranges become marked runs: clipped to the label, empty or outside ones ignored, overlaps merged.
import { describe, expect, it } from 'vitest';
import { labelRuns } from './suggestion-label.ts';
import { isSearchable, plainSearchText } from './search-text.ts';

describe('labelRuns', () => {
  it('marks the matched ranges', () => {
    expect(labelRuns('12 Rue de la République, Lyon', [{ offset: 3, length: 3 }, { offset: 25, length: 4 }])).toEqual([
      { text: '12 ', matched: false },
      { text: 'Rue', matched: true },
      { text: ' de la République, ', matched: false },
      { text: 'Lyon', matched: true },
    ]);
  });

  it('ignores ranges outside the label, empty ones and junk, clips and merges the rest', () => {
    expect(labelRuns('Lyon', [{ offset: 10, length: 2 }, { offset: 1, length: 0 }, { offset: -2, length: 3 }, null, { offset: 'a', length: 1 }])).toEqual([
      { text: 'L', matched: true },
      { text: 'yon', matched: false },
    ]);
    expect(labelRuns('Lyon', [{ offset: 2, length: 10 }, { offset: 1, length: 2 }])).toEqual([
      { text: 'L', matched: false },
      { text: 'yon', matched: true },
    ]);
    expect(labelRuns('Lyon', undefined)).toEqual([{ text: 'Lyon', matched: false }]);
  });
});

describe('search text', () => {
  it('is plain text, searched from 3 characters', () => {
    expect(plainSearchText('  <b>12</b>   rue ')).toBe('12 rue');
    expect(isSearchable('ru')).toBe(false);
    expect(isSearchable('rue')).toBe(true);
    expect(isSearchable(plainSearchText('<i>ab</i>'))).toBe(false);
  });
});
