// The house's import rules (.dependency-cruiser.cjs) hold for the whole project, and each rule really fires: a
// small tree that breaks every one of them is refused, rule by rule.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONFIG = path.join(projectRoot, '.dependency-cruiser.cjs');
const DEPCRUISE = path.join(projectRoot, 'node_modules', '.bin', 'depcruise');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
  cycle?: { name: string }[];
}

/** Runs dependency-cruiser on `paths` (relative to `cwd`); it exits non-zero when it finds violations. */
async function violations(cwd: string, paths: string[]): Promise<Violation[]> {
  const output = await promisify(execFile)(DEPCRUISE, ['--config', CONFIG, '--output-type', 'json', ...paths], { cwd, maxBuffer: 64 * 1024 * 1024 }).then(
    ({ stdout }) => stdout,
    (error: { stdout?: string }) => {
      if (!error.stdout) throw error;
      return error.stdout;
    },
  );
  return (JSON.parse(output) as { summary: { violations: Violation[] } }).summary.violations;
}

function describeViolation({ rule, from, to, cycle }: Violation): string {
  return `${rule.name}: ${from} → ${cycle ? cycle.map((step) => step.name).join(' → ') : to}`;
}

describe('the project', () => {
  it('keeps every import rule: core/ never imports widgets/, no widget imports another, no import circle', async () => {
    const found = await violations(projectRoot, ['fondant.ts', 'esbuild.config.ts', 'playwright.config.ts', 'core', 'widgets', 'scripts', 'fixtures', 'realshop']);
    expect(found.map(describeViolation)).toEqual([]);
  }, 120_000);
});

describe('each rule', () => {
  let tree: string;
  const put = async (file: string, source: string) => {
    await mkdir(path.dirname(path.join(tree, file)), { recursive: true });
    await writeFile(path.join(tree, file), source);
  };

  beforeAll(async () => {
    tree = await mkdtemp(path.join(tmpdir(), 'fondant-house-'));
    await put('tsconfig.json', JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true, moduleResolution: 'Bundler', module: 'ESNext', noEmit: true } }));
    await put('core/registry/attribute-schema.ts', 'export const string = () => ({});');
    await put('core/cart/total.ts', "import { price } from '../../widgets/cart/price.ts';\nexport const total = price;");
    await put('widgets/cart/price.ts', "import { label } from '../gallery/label.ts';\nexport const price = label;");
    await put('widgets/gallery/label.ts', "export const label = 'x';");
    await put('widgets/gallery/gallery.widget.ts', "import { label } from './label.ts';\nexport const gallery = { label, module: () => import('./gallery.ts') };");
    await put('widgets/gallery/gallery.ts', "import type { gallery } from './gallery.widget.ts';\nexport type G = typeof gallery;");
    await put('widgets/gallery/gallery.attributes.ts', "import { label } from './label.ts';\nexport const attributes = { label };");
    await put('widgets/catalogue.ts', "import { label } from './gallery/label.ts';\nexport const catalogue = [label];");
  });

  afterAll(async () => {
    await rm(tree, { recursive: true, force: true });
  });

  it('refuses a core→widget import, a widget→widget import, a circle through a type import, and code in the entry', async () => {
    const found = await violations(tree, ['core', 'widgets']);
    expect(found.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`).sort()).toEqual([
      'attributes-import-readers-only: widgets/gallery/gallery.attributes.ts → widgets/gallery/label.ts',
      'catalogue-lists-declarations-only: widgets/catalogue.ts → widgets/gallery/label.ts',
      'core-not-to-widgets: core/cart/total.ts → widgets/cart/price.ts',
      'declaration-imports-registry-and-attributes-only: widgets/gallery/gallery.widget.ts → widgets/gallery/label.ts',
      'no-circular: widgets/gallery/gallery.ts → widgets/gallery/gallery.widget.ts',
      'widget-not-to-other-widget: widgets/cart/price.ts → widgets/gallery/label.ts',
    ]);
  }, 60_000);
});
