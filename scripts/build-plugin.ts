// `npm run build:plugin`: after `npm run build`, adds the readable build FONDANT_DEBUG serves (dist/debug/, not
// minified) and zips wordpress/fondant/ and the dist/ files it serves into dist/fondant-wordpress.zip
// (FONDANT_DIST_DIR to use another build folder).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBundle } from '../esbuild.config.ts';
import { isPluginSourceFile, isServedDistFile, pluginZip, type PluginFile } from './plugin-zip.ts';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')).sort();
}

export async function buildPluginZip(distDir = path.join(root, process.env.FONDANT_DIST_DIR ?? 'dist')): Promise<string> {
  const pluginDir = path.join(root, 'wordpress', 'fondant');
  if (!(await stat(path.join(distDir, 'legacy-handles.json')).catch(() => undefined))) {
    throw new Error(`[fondant] ${path.relative(root, distDir)}/ has no build: run npm run build first`);
  }
  await buildBundle({ outdir: path.relative(root, path.join(distDir, 'debug')), minify: false });
  const files: PluginFile[] = [];
  for (const relative of (await filesUnder(pluginDir)).filter(isPluginSourceFile)) {
    files.push({ path: `fondant/${relative}`, data: await readFile(path.join(pluginDir, relative)) });
  }
  for (const relative of (await filesUnder(distDir)).filter(isServedDistFile)) {
    files.push({ path: `fondant/dist/${relative}`, data: await readFile(path.join(distDir, relative)) });
  }
  const zipFile = path.join(distDir, 'fondant-wordpress.zip');
  const zip = pluginZip(files);
  await writeFile(zipFile, zip);
  console.log(`[fondant] ${path.relative(root, zipFile)}: ${files.length} files, ${(zip.byteLength / 1024).toFixed(1)} KB`);
  return zipFile;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildPluginZip().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
