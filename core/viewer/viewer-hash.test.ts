// The viewer's URL hash: PhotoSwipe's gid/pid pairs in both spellings, every malformed or hostile hash ignored.
import { describe, expect, it } from 'vitest';
import { formatGalleryHash, parseGalleryHash } from './viewer-hash.ts';

describe('parseGalleryHash', () => {
  it('reads #gid=1&pid=2, PhotoSwipe 4’s #&gid=1&pid=2 and the pairs in either order', () => {
    expect(parseGalleryHash('#gid=1&pid=2')).toEqual({ gid: '1', pid: 2 });
    expect(parseGalleryHash('#&gid=1&pid=2')).toEqual({ gid: '1', pid: 2 });
    expect(parseGalleryHash('#pid=4&gid=galerie_cours-2')).toEqual({ gid: 'galerie_cours-2', pid: 4 });
    expect(parseGalleryHash('gid=3&pid=10')).toEqual({ gid: '3', pid: 10 });
  });

  it.each([
    ['', 'empty'],
    ['#', 'bare #'],
    ['#reviews', 'another widget’s hash'],
    ['#tab-reviews', 'a tab hash'],
    ['#comment-12', 'a comment anchor'],
    ['#gid=1', 'no picture'],
    ['#pid=2', 'no gallery'],
    ['#gid=1&pid=0', 'picture 0 (pids are 1-based)'],
    ['#gid=1&pid=-1', 'negative picture'],
    ['#gid=1&pid=02', 'leading zero'],
    ['#gid=1&pid=2.5', 'fractional picture'],
    ['#gid=1&pid=99999', 'absurdly large picture'],
    ['#gid=1&pid=2&pid=3', 'repeated key'],
    ['#gid=1&gid=2', 'gallery twice'],
    ['#gid=1&pid=2&tab=3', 'an unknown key'],
    ['#gid=1&pid=2=3', 'two = in a pair'],
    ['#gid=&pid=2', 'empty gallery id'],
    ['#gid=1|2&pid=2', 'a pipe (a separator of other hash states)'],
    ['#gid=<script>&pid=2', 'markup'],
    ['#gid=%3Cb%3E&pid=2', 'percent-encoded markup'],
    ['#gid=1&pid=2%00', 'encoded NUL'],
    ['#gid=1;pid=2', 'wrong separator'],
    ['#gid=é&pid=1', 'a non-ASCII letter'],
    [`#gid=${'a'.repeat(65)}&pid=1`, 'an over-long id'],
  ])('ignores %j (%s)', (hash) => {
    expect(parseGalleryHash(hash)).toBeNull();
  });
});

describe('formatGalleryHash', () => {
  it('writes the hash parseGalleryHash reads back', () => {
    expect(formatGalleryHash({ gid: '1', pid: 3 })).toBe('#gid=1&pid=3');
    expect(parseGalleryHash(formatGalleryHash({ gid: 'cours_18', pid: 4 }))).toEqual({ gid: 'cours_18', pid: 4 });
  });
});
