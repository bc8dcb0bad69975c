// Playwright: the browser specs in fixtures/specs run in Debian's Chromium against the fixture server
// (which serves dist/, so build first — `npm test` does). FONDANT_TEST_PORT overrides the port.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './scripts/chromium.ts';

const port = Number(process.env.FONDANT_TEST_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'fixtures/specs',
  testMatch: '**/*.spec.ts',
  globalSetup: './fixtures/specs/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // On CI's loaded 2-core machine a timing-sensitive journey may miss once; one retry absorbs that, a real break
  // fails both attempts, and npm test names every test that needed its retry. Locally a failure shows at once.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // The payment journeys take 20–25 s on CI's loaded 2-core machine; 45 s leaves them room, a hung test still ends.
  timeout: 45_000,
  // Keeps a stuck run from eating the CI budget (the whole suite takes about 30 min on a loaded 2-core machine); the
  // summary then reports the timeout as a failure.
  globalTimeout: 50 * 60_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  webServer: {
    command: `tsx fixtures/server/server.ts --port ${port}`,
    url: `${baseURL}/shop/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // Recording a trace costs every test about a sixth of its time; a failure's retry records one (CI retries once;
    // locally, `npx playwright test <spec> --trace on`).
    trace: 'on-first-retry',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
