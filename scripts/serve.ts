// `npm start` / `npm run serve`: serves the Atelier Sucré demo shop (fixture server) on PORT (default 8080).
// Expects dist/ to be built already (`npm start` builds first).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DIST_DIR } from '../fixtures/server/http/paths.ts';
import { EVERY_MARKETING_SERVICE } from '../fixtures/server/marketing/marketing-options.ts';
import { startFixtureServer } from '../fixtures/server/server.ts';

const port = Number(process.env['PORT'] ?? 8080);
if (!existsSync(join(DIST_DIR, 'fondant.js'))) {
  console.warn('[fondant] dist/fondant.js not found: run "npm run build" first (the pages will work without JavaScript).');
}
// The demo shows the whole shop: the consent banner, and behind it analytics, the ad tags, the marketing tracker and
// the checkout's address suggestions (tests start from the defaults and turn on what they test).
const server = await startFixtureServer({ port, host: process.env['HOST'] ?? '127.0.0.1', marketing: EVERY_MARKETING_SERVICE });
console.log(`Atelier Sucré (Fondant demo) running at http://localhost:${port}/shop/`);

const stop = (): void => {
  void server.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
