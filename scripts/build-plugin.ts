// `npm run build:plugin`: after `npm run build` and `npm run build:lite`, adds to each build the readable copy
// FONDANT_DEBUG serves (debug/, not minified) and zips wordpress/fondant/ with the files the plugin serves into
// dist/fondant-wordpress.zip: the lite build under fondant/dist/ (what the plugin serves by default) and the React
// build under fondant/dist/react/ (served when the site defines FONDANT_REACT). FONDANT_DIST_DIR and
// FONDANT_LITE_DIST_DIR use other build folders.
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

/** Each build's folder, and where the plugin serves it from. */
interface ServedBuild {
  dir: string;
  lite: boolean;
  servedFrom: string;
}

export async function buildPluginZip(
  reactDir = path.join(root, process.env.FONDANT_DIST_DIR ?? 'dist'),
  liteDir = path.join(root, process.env.FONDANT_LITE_DIST_DIR ?? 'dist-lite'),
): Promise<string> {
  const pluginDir = path.join(root, 'wordpress', 'fondant');
  const builds: ServedBuild[] = [{ dir: liteDir, lite: true, servedFrom: 'fondant/dist' }, { dir: reactDir, lite: false, servedFrom: 'fondant/dist/react' }];
  for (const build of builds) {
    if (!(await stat(path.join(build.dir, 'legacy-handles.json')).catch(() => undefined))) {
      throw new Error(`[fondant] ${path.relative(root, build.dir)}/ has no build: run npm run ${build.lite ? 'build:lite' : 'build'} first`);
    }
    await buildBundle({ outdir: path.relative(root, path.join(build.dir, 'debug')), minify: false, lite: build.lite });
  }
  const files: PluginFile[] = [];
  for (const relative of (await filesUnder(pluginDir)).filter(isPluginSourceFile)) {
    files.push({ path: `fondant/${relative}`, data: await readFile(path.join(pluginDir, relative)) });
  }
  for (const build of builds) {
    for (const relative of (await filesUnder(build.dir)).filter(isServedDistFile)) {
      files.push({ path: `${build.servedFrom}/${relative}`, data: await readFile(path.join(build.dir, relative)) });
    }
  }
  const zipFile = path.join(reactDir, 'fondant-wordpress.zip');
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
