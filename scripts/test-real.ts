// `npm run test:real` (not part of npm test or CI): checks that a real WordPress + WooCommerce shop answers at
// REALWC_URL (default http://127.0.0.1:8088; REALWC_ROOT, default /tmp/realwc, is its folder), builds the
// plugin zip into dist/, installs it into the shop's plugins folder and activates it through WordPress's own
// functions (PHP CLI, the shop's wp-load.php), checks the script replacement on made-up dependency graphs
// (wordpress/test-support/legacy-scripts-check.php) and the page builder's bundle decision on made-up pages
// (wordpress/test-support/builder-bundle-check.php), then runs realshop/specs in two modes: jQuery kept (a test
// mu-plugin adds a third-party script that depends on jquery and wc-add-to-cart) and jQuery-free, both with the
// test address provider mu-plugin (on for the visitors of realshop/specs/address-autocomplete.spec.ts only) and the
// WooPayments look-alike mu-plugin with the Stripe.js test double built beside it (on for the visitors of
// realshop/specs/card-payment.spec.ts only), and the Trusted Types mu-plugin (the plugin's header in report-only mode
// for the visitor of realshop/specs/trusted-types.spec.ts), and the page builder stand-in (a builder page with
// `divi-custom-script` for the visitors of realshop/specs/builder-bundle.spec.ts). Prints the pass/fail counts per mode, the console errors
// seen and the Trusted Types violations reported, by file; removes the test mu-plugins afterwards.
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { installPlugin, printNoShopHelp, projectRoot as root, shopAnswers, shopCli, shopRoot, shopUrl } from './real-shop.ts';

const muPluginsDir = path.join(shopRoot, 'www/wp-content/mu-plugins');
const thirdParty = path.join(root, 'wordpress/test-support/fondant-test-third-party.php');
const thirdPartyInstalled = path.join(muPluginsDir, 'fondant-test-third-party.php');
// Both modes: the « Démo Adresses » address provider (on only for a visitor with its cookie) and its script.
const addressProviderFiles = ['fondant-test-address-provider.php', 'fondant-test-address-provider.js'];
// Both modes: the WooPayments look-alike (on only for a visitor with its cookie), its folder, and in it the Stripe.js
// test double it prints as the `stripe` handle.
const wooPaymentsFile = 'fondant-test-woopayments.php';
const wooPaymentsDir = 'fondant-test-woopayments';
// Both modes: FONDANT_TRUSTED_TYPES = 'report' for a visitor with its cookie.
const trustedTypesFile = 'fondant-test-trusted-types.php';
// Both modes: the page builder stand-in (the terms page as a Divi page, for a visitor with its cookie) and its bundle.
const builderFiles = ['fondant-test-divi.php', 'fondant-test-divi.js'];
const modes = ['jquery', 'jquery-free'] as const;

/** Copies the WooPayments look-alike and bundles fixtures/stripe-double into its folder, as the fixture server does. */
async function installWooPaymentsLookAlike(): Promise<void> {
  copyFileSync(path.join(root, 'wordpress/test-support', wooPaymentsFile), path.join(muPluginsDir, wooPaymentsFile));
  cpSync(path.join(root, 'wordpress/test-support', wooPaymentsDir), path.join(muPluginsDir, wooPaymentsDir), { recursive: true });
  await build({
    entryPoints: [path.join(root, 'fixtures/stripe-double/index.ts')],
    outfile: path.join(muPluginsDir, wooPaymentsDir, 'stripe-double.js'),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    sourcemap: 'inline',
    legalComments: 'none',
    logLevel: 'warning',
    banner: { js: '// Stripe.js test double for the Fondant real-shop tests (fixtures/stripe-double) — not Stripe.js.' },
  });
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function counts(mode: string): Counts {
  const file = path.join(root, `test-results-real-${mode}/results.json`);
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const stats = (JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }).stats;
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

const trustedTypesReport = (mode: string) => path.join(root, `test-results-real-trusted-types-${mode}.json`);

/** The Trusted Types violations realshop/specs/trusted-types.spec.ts saw in `mode`, by file. */
function trustedTypesSummary(mode: string): string {
  const file = trustedTypesReport(mode);
  if (!existsSync(file)) return `  Trusted Types (report-only), ${mode}: no report (the spec did not finish)`;
  const report = JSON.parse(readFileSync(file, 'utf8')) as { total: number; fromFondant: number; byFile: Record<string, number> };
  const files = Object.entries(report.byFile).map(([source, count]) => `      ${count} × ${source}`);
  return [`  Trusted Types (report-only), ${mode}: ${report.total} violations, ${report.fromFondant} from Fondant's files`, ...files].join('\n');
}

async function main(): Promise<number> {
  if (!(await shopAnswers())) {
    printNoShopHelp();
    console.error('then run `npm run test:real` again (REALWC_URL / REALWC_ROOT for another instance).');
    return 1;
  }
  if (run('npm', ['run', 'build:plugin']) !== 0) return 1;
  const installed = installPlugin();
  console.log(`[fondant] plugin installed into ${installed}: ${shopCli('activate')}`);
  // The script replacement on made-up dependency graphs, and the page builder's bundle decision on made-up pages and
  // scripts, through the shop's WordPress.
  const phpChecks = { passed: 0, failed: 0 };
  for (const script of ['legacy-scripts-check.php', 'builder-bundle-check.php']) {
    const check = spawnSync('php', [path.join(root, 'wordpress/test-support', script), shopRoot], { encoding: 'utf8' });
    process.stdout.write(check.stdout + check.stderr);
    phpChecks.passed += (check.stdout.match(/^ok /gm) ?? []).length;
    phpChecks.failed += check.status === 0 ? 0 : Math.max(1, (check.stdout.match(/^FAIL /gm) ?? []).length);
  }

  const consoleLog = path.join(root, 'test-results-real-console.log');
  rmSync(consoleLog, { force: true });
  const results: Record<string, Counts> = {};
  const muPluginsExisted = existsSync(muPluginsDir);
  try {
    mkdirSync(muPluginsDir, { recursive: true });
    for (const file of [...addressProviderFiles, trustedTypesFile, ...builderFiles]) copyFileSync(path.join(root, 'wordpress/test-support', file), path.join(muPluginsDir, file));
    await installWooPaymentsLookAlike();
    for (const mode of modes) {
      if (mode === 'jquery') {
        copyFileSync(thirdParty, thirdPartyInstalled);
      } else {
        rmSync(thirdPartyInstalled, { force: true });
      }
      console.log(`\n[fondant] real shop, mode ${mode}`);
      rmSync(path.join(root, `test-results-real-${mode}`), { recursive: true, force: true });
      rmSync(trustedTypesReport(mode), { force: true });
      run('npx', ['playwright', 'test', '--config', 'realshop/playwright.config.ts'], {
        REALWC_URL: shopUrl, REALWC_ROOT: shopRoot, FONDANT_REAL_MODE: mode, FONDANT_REAL_CONSOLE_LOG: consoleLog,
      });
      results[mode] = counts(mode);
    }
  } finally {
    rmSync(thirdPartyInstalled, { force: true });
    for (const file of [...addressProviderFiles, trustedTypesFile, ...builderFiles]) rmSync(path.join(muPluginsDir, file), { force: true });
    rmSync(path.join(muPluginsDir, wooPaymentsFile), { force: true });
    rmSync(path.join(muPluginsDir, wooPaymentsDir), { recursive: true, force: true });
    if (!muPluginsExisted && existsSync(muPluginsDir) && readdirSync(muPluginsDir).length === 0) rmdirSync(muPluginsDir);
  }

  console.log('\n[fondant] npm run test:real');
  console.log(`  PHP checks (script replacement, builder bundle): ${phpChecks.passed} passed, ${phpChecks.failed} failed`);
  for (const mode of modes) {
    const { passed, failed, skipped } = results[mode] ?? { passed: 0, failed: 1, skipped: 0 };
    console.log(`  ${mode === 'jquery' ? 'jQuery kept ' : 'jQuery-free '}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  }
  for (const mode of modes) console.log(trustedTypesSummary(mode));
  const errors = existsSync(consoleLog) ? readFileSync(consoleLog, 'utf8').trim() : '';
  console.log(errors ? `  console errors on real pages:\n${errors.split('\n').map((line) => `    ${line}`).join('\n')}` : '  console errors on real pages: none');
  return phpChecks.failed === 0 && modes.every((mode) => (results[mode]?.failed ?? 1) === 0) ? 0 : 1;
}

main().then((code) => {
  process.exitCode = code;
}, (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
