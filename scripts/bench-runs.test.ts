// Unit tests for the benches' long-animation-frame attribution: which frames a stack's scripts caused, by URL.
import { describe, expect, test } from 'vitest';
import { framesCausedBy, type LongFrame } from './bench-runs.ts';

const FONDANT = /\/wp-content\/plugins\/fondant\//;
const fondant = (file: string, duration: number) => ({ sourceURL: `http://shop.test/wp-content/plugins/fondant/dist/${file}`, duration });
const jquery = (duration: number) => ({ sourceURL: 'http://shop.test/wp-includes/js/jquery/jquery.min.js?ver=3.7.1', duration });
const frame = (...scripts: LongFrame['scripts']): LongFrame => ({ duration: 80, scripts });

describe('framesCausedBy', () => {
  test("counts a frame whose stack's files together ran longer than any other file", () => {
    expect(framesCausedBy([frame(fondant('fondant.js', 20), fondant('chunk-a.js', 15), jquery(30))], FONDANT)).toBe(1);
  });

  test('counts no frame another file ran longer in, or as long (a tie)', () => {
    expect(framesCausedBy([frame(fondant('fondant.js', 20), jquery(30)), frame(fondant('fondant.js', 30), jquery(30))], FONDANT)).toBe(0);
  });

  test("counts no frame without the stack's scripts, nor one without any script", () => {
    expect(framesCausedBy([frame(jquery(60)), frame()], FONDANT)).toBe(0);
  });

  test('weighs one file as one, whatever its version query, and the inline scripts as their page', () => {
    const page = 'http://shop.test/cart/';
    const versions = frame(fondant('fondant.js', 25), jquery(15), { sourceURL: 'http://shop.test/wp-includes/js/jquery/jquery.min.js?ver=3.8.0', duration: 15 });
    const inline = frame(fondant('fondant.js', 25), { sourceURL: page, duration: 10 }, { sourceURL: page, duration: 10 }, jquery(20));
    expect(framesCausedBy([versions, inline], FONDANT)).toBe(1);
  });
});
