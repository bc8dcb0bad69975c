// Two screenshots of the same element, without and with the plugin, compared pixel by pixel (pixelmatch, threshold
// 0.1; a smaller image padded, its missing area counting as different); the two PNGs and the difference are kept in
// the test's output folder.
import { test } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export interface Comparison {
  differing: number;
  total: number;
  sizes: string;
}

function padded(png: PNG, width: number, height: number): PNG {
  if (png.width === width && png.height === height) return png;
  const out = new PNG({ width, height });
  PNG.bitblt(png, out, 0, 0, png.width, png.height, 0, 0);
  return out;
}

export function comparePixels(without: Buffer, withPlugin: Buffer, name: string): Comparison {
  const a = PNG.sync.read(without);
  const b = PNG.sync.read(withPlugin);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const diff = new PNG({ width, height });
  const differing = pixelmatch(padded(a, width, height).data, padded(b, width, height).data, diff.data, width, height, { threshold: 0.1 });
  const dir = test.info().outputPath();
  writeFileSync(`${dir}/${name}-without.png`, without);
  writeFileSync(`${dir}/${name}-with.png`, withPlugin);
  writeFileSync(`${dir}/${name}-diff.png`, PNG.sync.write(diff));
  return { differing, total: width * height, sizes: `${a.width}×${a.height} without, ${b.width}×${b.height} with` };
}
