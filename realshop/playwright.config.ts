// Playwright for `npm run test:real` (scripts/test-real.ts): the specs in realshop/specs run in Debian's
// Chromium against a real WordPress + WooCommerce + Storefront shop (REALWC_URL) with the Fondant plugin
// installed. One worker: the specs change the shop's options and the plugin's activation in turn.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../scripts/chromium.ts';

const baseURL = (process.env.REALWC_URL ?? 'http://127.0.0.1:8088').replace(/\/$/, '');
const mode = process.env.FONDANT_REAL_MODE ?? 'jquery-free';

export default defineConfig({
  testDir: 'specs',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  globalTimeout: 20 * 60_000,
  expect: { timeout: 10_000 },
  outputDir: `../test-results-real-${mode}`,
  reporter: [['list'], ['json', { outputFile: `../test-results-real-${mode}/results.json` }]],
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
