// @vitest-environment node
// The build keeps React out of the entry and out of widget code: a React widget's chunk imports React
// from the hashed vendor chunk beside it, the entry never does, and an import the vendor chunk does not
// export fails the build instead of the page.
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Metafile } from 'esbuild';
import { buildBundle } from '../esbuild.config.ts';

const projectRoot = path.resolve(import.meta.dirname, '..');
let root: string;

async function put(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
}

const GREETING = "import { createElement, useState } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
  "function Greeting() { const [name] = useState('Bonjour'); return createElement('p', null, name); }\n" +
  'export const mount = (element: Element) => createRoot(element).render(createElement(Greeting));';

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'fondant-react-split-'));
  await symlink(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  await put('core/react/react-vendor.ts', await readFile(path.join(projectRoot, 'core/react/react-vendor.ts'), 'utf8'));
  await put('core/events/jquery-watch.js', await readFile(path.join(projectRoot, 'core/events/jquery-watch.js'), 'utf8'));
  await put('widgets/address-autocomplete/address-autocomplete-api.ts', 'export {};');
  await put('core/styles/fondant.css', '.fondant-notice{color:#900}');
  await put('fondant.ts', "export const widgets = { plain: () => import('./widgets/plain.ts'), react: () => import('./widgets/greeting.ts') };");
  await put('widgets/plain.ts', "export const mount = (element: Element) => element.classList.add('plain');");
  await put('widgets/greeting.ts', GREETING);
}, 60_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const byEntry = (metafile: Metafile, entryPoint: string) => Object.values(metafile.outputs).find((output) => output.entryPoint === entryPoint)!;
const hasReactDom = (output: Metafile['outputs'][string]) => Object.keys(output.inputs).some((input) => input.includes('node_modules/react-dom/'));

describe('React vendor chunk', () => {
  it('is imported by the React widget chunk only, never by the entry or plain widgets', async () => {
    const metafile = await buildBundle({ root });
    const vendorFiles = Object.keys(metafile.outputs).filter((file) => /^dist\/chunks\/react-vendor-[A-Z0-9]+\.js$/.test(file));
    expect(vendorFiles).toHaveLength(1);
    const vendor = vendorFiles[0]!;
    expect(hasReactDom(metafile.outputs[vendor]!)).toBe(true);

    const entry = byEntry(metafile, 'fondant.ts');
    const greeting = byEntry(metafile, 'widgets/greeting.ts');
    const plain = byEntry(metafile, 'widgets/plain.ts');
    expect([entry, greeting, plain].some(hasReactDom)).toBe(false);
    expect(greeting.imports).toContainEqual({ path: `./${path.basename(vendor)}`, kind: 'import-statement', external: true });
    expect(plain.imports).toEqual([]);
    expect(entry.imports.filter((imported) => imported.kind !== 'dynamic-import')).toEqual([]);
  });

  it('is made of preact/compat in the lite build, with every name core/react/react-vendor.ts lists', async () => {
    const metafile = await buildBundle({ root, outdir: 'dist-lite', lite: true });
    const vendor = Object.entries(metafile.outputs).find(([file]) => /^dist-lite\/chunks\/react-vendor-[A-Z0-9]+\.js$/.test(file))![1];
    const inputs = Object.keys(vendor.inputs);
    expect(inputs.some((input) => input.includes('node_modules/preact/compat/'))).toBe(true);
    expect(inputs.some((input) => input.includes('node_modules/react'))).toBe(false);
    expect(vendor.exports).toEqual(expect.arrayContaining(['createRoot', 'jsx', 'useSyncExternalStore', 'createPortal']));
    expect(hasReactDom(byEntry(metafile, 'widgets/greeting.ts'))).toBe(false);
  });

  it('fails the lite build when preact/compat lacks a name core/react/react-vendor.ts lists', async () => {
    const listed = await readFile(path.join(root, 'core/react/react-vendor.ts'), 'utf8');
    await put('core/react/react-vendor.ts', listed.replace('  version,', '  version,\n  useActionState,'));
    try {
      await expect(buildBundle({ root, outdir: 'dist-lite', lite: true })).rejects.toThrow(/No matching export .*preact\/compat.* for import "useActionState"/);
    } finally {
      await put('core/react/react-vendor.ts', listed);
    }
  });

  it('fails the build when a widget imports something the vendor chunk does not export', async () => {
    await put('widgets/greeting.ts', GREETING.replaceAll('useState', 'useFormStatus'));
    try {
      await expect(buildBundle({ root })).rejects.toThrow(/imports "useFormStatus", which core\/react\/react-vendor\.ts does not export/);
    } finally {
      await put('widgets/greeting.ts', GREETING);
    }
  });

  it('refuses React in the entry', async () => {
    await put('fondant.ts', "import { version } from 'react';\nexport const reactVersion = version;");
    await expect(buildBundle({ root })).rejects.toThrow(/dist\/fondant\.js must not import React/);
  });
});
