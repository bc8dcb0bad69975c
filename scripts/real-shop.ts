// The real WordPress shop that `npm run test:real` and `npm run bench:real` work against: where it answers
// (REALWC_URL, default http://127.0.0.1:8088) and lives (REALWC_ROOT, default /tmp/realwc), WordPress's own
// functions through the test CLI (plugin activation, options), the plugin zip installed into its plugins folder,
// and a test mu-plugin of wordpress/test-support/ installed for a while.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';

export const projectRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const shopUrl = (process.env.REALWC_URL ?? 'http://127.0.0.1:8088').replace(/\/$/, '');
export const shopRoot = process.env.REALWC_ROOT ?? '/tmp/realwc';
const pluginsDir = path.join(shopRoot, 'www/wp-content/plugins');
const muPluginsDir = path.join(shopRoot, 'www/wp-content/mu-plugins');

export function shopCli(command: string, argument?: string): string {
  const args = [path.join(projectRoot, 'wordpress/test-support/realwc-cli.php'), shopRoot, command, ...(argument === undefined ? [] : [argument])];
  const result = spawnSync('php', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`[fondant] php realwc-cli.php ${command} failed: ${result.stderr || result.error?.message}`);
  return result.stdout.trim();
}

export async function shopAnswers(): Promise<boolean> {
  try {
    const response = await fetch(`${shopUrl}/shop/`, { signal: AbortSignal.timeout(10_000) });
    return response.ok && existsSync(path.join(shopRoot, 'www/wp-load.php'));
  } catch {
    return false;
  }
}

export function printNoShopHelp(): void {
  console.error(`[fondant] no real shop answers at ${shopUrl}/shop/ (REALWC_URL), or ${shopRoot}/www (REALWC_ROOT) is not its folder.`);
  console.error('Start one (as root, Debian 12; see ../shared/realwc/README.md):');
  console.error('  MIRRORS=<folder with johnpbloch+wordpress-core/repo and bitpoke+stack-example-wordpress/repo> ../shared/realwc/bootstrap.sh');
}

/** Unzips dist/fondant-wordpress.zip (npm run build:plugin; FONDANT_DIST_DIR's folder instead of dist/) into the shop's plugins folder. */
export function installPlugin(): string {
  const zip = unzipSync(readFileSync(path.join(projectRoot, process.env.FONDANT_DIST_DIR ?? 'dist', 'fondant-wordpress.zip')));
  const target = path.join(pluginsDir, 'fondant');
  rmSync(target, { recursive: true, force: true });
  for (const [name, data] of Object.entries(zip)) {
    if (name.endsWith('/')) continue;
    const file = path.join(pluginsDir, name);
    if (!file.startsWith(target + path.sep)) throw new Error(`[fondant] unexpected path in the zip: ${name}`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, data);
  }
  return target;
}

/**
 * Copies `wordpress/test-support/<name>` into the shop's mu-plugins folder; the function returned removes it again,
 * and the mu-plugins folder too when this made it and nothing else is left in it.
 */
export function installMuPlugin(name: string): () => void {
  const folderExisted = existsSync(muPluginsDir);
  const installed = path.join(muPluginsDir, name);
  mkdirSync(muPluginsDir, { recursive: true });
  copyFileSync(path.join(projectRoot, 'wordpress/test-support', name), installed);
  return () => {
    rmSync(installed, { force: true });
    if (!folderExisted && existsSync(muPluginsDir) && readdirSync(muPluginsDir).length === 0) rmdirSync(muPluginsDir);
  };
}
