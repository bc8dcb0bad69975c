// The fault matrix's declarations stay whole: every widget of the catalogue declares its requests (an empty list
// when it sends none), each request is one the fixture can fault, and a widget whose code reaches the network (the
// house's request helpers, or the core modules that send) declares at least one — shown to fire on a line that would.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FAULT_ENDPOINTS } from '../fixtures/server/test-hooks/faults.ts';
import { widgetCatalogue } from './catalogue.ts';
import { widgetNetworkCalls } from './network-calls.ts';

const widgetsFolder = path.dirname(fileURLToPath(import.meta.url));

/** Code that sends a request: the request helpers of core/http, fetch and beacons, and core's sending modules. */
const SENDS = /\b(?:fetch|requestJson|requestText|postWcAjax\w*|queueWcAjax|storeApi|restApi|sendBeacon|addToCartViaAjax|confirmIntent)\s*[(<]|core\/cart\/cart-sync\.ts/;

function widgetSources(name: string): string {
  return readdirSync(path.join(widgetsFolder, name), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(?:test|calls)\.tsx?$/.test(entry.name) && !entry.parentPath.includes('test-data'))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8').replace(/^\s*(?:\/\/|\*).*$/gm, ''))
    .join('\n');
}

describe('network call declarations', () => {
  it('cover every widget of the catalogue, and only those', () => {
    expect(Object.keys(widgetNetworkCalls).sort()).toEqual(widgetCatalogue.map((definition) => definition.name).sort());
  });

  it('name requests the fixture can fault, each once per widget', () => {
    for (const [name, calls] of Object.entries(widgetNetworkCalls)) {
      const endpoints = calls.map((call) => call.endpoint);
      expect(new Set(endpoints).size, name).toBe(endpoints.length);
      for (const endpoint of endpoints) expect((FAULT_ENDPOINTS as readonly string[]).filter((known) => known !== '*'), `${name}: ${endpoint}`).toContain(endpoint);
    }
  });

  it('are made by every widget whose code sends a request', () => {
    const sending = Object.keys(widgetNetworkCalls).filter((name) => SENDS.test(widgetSources(name)));
    expect(sending.length).toBeGreaterThan(5);
    for (const name of sending) expect(widgetNetworkCalls[name], `${name} sends requests but declares none`).not.toEqual([]);
  });

  it('sees a request in the code', () => {
    for (const line of ["await requestText(url, init);", "return fetch(url);", "const { data } = await requestJson<Cart>(url, init);", "import { startSync } from '../../core/cart/cart-sync.ts';"]) {
      expect(SENDS.test(line), line).toBe(true);
    }
    expect(SENDS.test('const fetched = answer.fetchedAt;')).toBe(false);
  });
});
