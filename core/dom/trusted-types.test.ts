// Fondant's Trusted Types policy: one policy named `fondant`, created once; inert parsing goes through its
// createHTML, script addresses through its createScriptURL, which refuses what is neither https nor the page's
// own origin — with or without Trusted Types in the browser, and when the page refuses the policy's name.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type TrustedTypesModule = typeof import('./trusted-types.ts');

interface Trusted {
  kind: 'html' | 'script-url';
  value: string;
  toString(): string;
}

interface PolicyRules {
  createHTML(input: string): string;
  createScriptURL(input: string): string;
}

function installTrustedTypes(createPolicy: (name: string, rules: PolicyRules) => unknown): void {
  vi.stubGlobal('trustedTypes', { createPolicy: vi.fn(createPolicy) });
}

/** A Trusted Types double whose policies wrap their rule's answer, as the browser's TrustedHTML does. */
function wrappingTrustedTypes(): void {
  installTrustedTypes((_name, rules) => ({
    createHTML: (input: string): Trusted => ({ kind: 'html', value: rules.createHTML(input), toString: () => input }),
    createScriptURL: (input: string): Trusted => ({ kind: 'script-url', value: rules.createScriptURL(input), toString: () => input }),
  }));
}

async function freshModule(): Promise<TrustedTypesModule> {
  vi.resetModules();
  return import('./trusted-types.ts');
}

const factory = () => (globalThis as unknown as { trustedTypes: { createPolicy: ReturnType<typeof vi.fn> } }).trustedTypes;

beforeEach(() => {
  document.head.replaceChildren();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('without Trusted Types', () => {
  it('parses inert and sets checked script addresses as plain strings', async () => {
    const { parseInertDocument, setScriptSource } = await freshModule();
    expect(parseInertDocument('<p class="x">Bonjour</p>').querySelector('p.x')?.textContent).toBe('Bonjour');
    const script = document.createElement('script');
    setScriptSource(script, 'https://www.googletagmanager.com/gtag/js?id=G-1');
    expect(script.getAttribute('src')).toBe('https://www.googletagmanager.com/gtag/js?id=G-1');
  });

  it('refuses a script from javascript:, data:, or another site over http', async () => {
    const { setScriptSource } = await freshModule();
    const script = document.createElement('script');
    expect(() => setScriptSource(script, 'javascript:alert(1)')).toThrow(/neither https nor this site/);
    expect(() => setScriptSource(script, 'data:text/javascript,alert(1)')).toThrow(TypeError);
    expect(() => setScriptSource(script, 'http://evil.example/x.js')).toThrow(TypeError);
    expect(script.hasAttribute('src')).toBe(false);
  });
});

describe('with Trusted Types', () => {
  it('creates the one policy `fondant` once, and parses through its createHTML', async () => {
    wrappingTrustedTypes();
    const { parseInertDocument, TRUSTED_TYPES_POLICY_NAME } = await freshModule();
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    parseInertDocument('<p>un</p>');
    parseInertDocument('<p>deux</p>');
    expect(factory().createPolicy).toHaveBeenCalledTimes(1);
    expect(factory().createPolicy.mock.calls[0]?.[0]).toBe(TRUSTED_TYPES_POLICY_NAME);
    expect(TRUSTED_TYPES_POLICY_NAME).toBe('fondant');
    expect(parse.mock.calls.map(([input]) => (input as unknown as Trusted).kind)).toEqual(['html', 'html']);
  });

  it('trusts a same-origin or https script address and refuses others in the policy itself', async () => {
    wrappingTrustedTypes();
    const { setScriptSource } = await freshModule();
    const script = document.createElement('script');
    setScriptSource(script, '/dist/chunks/x.js');
    expect(script.getAttribute('src')).toBe('/dist/chunks/x.js');
    expect(() => setScriptSource(script, 'javascript:alert(1)')).toThrow(TypeError);
  });

  it('falls back to plain strings, checked, when the page refuses the name (the sinks then block as it asked)', async () => {
    installTrustedTypes(() => {
      throw new TypeError('Policy "fondant" disallowed.');
    });
    const { parseInertDocument, setScriptSource } = await freshModule();
    expect(parseInertDocument('<b>gras</b>').body.textContent).toBe('gras');
    expect(() => setScriptSource(document.createElement('script'), 'http://evil.example/x.js')).toThrow(TypeError);
  });
});

describe('an <object> probe', () => {
  it("loads a browser extension's page, and nothing outside https, this site or an extension", async () => {
    wrappingTrustedTypes();
    const { setObjectData } = await freshModule();
    const probe = document.createElement('object');
    setObjectData(probe, 'chrome-extension://gpdjojdkbbmdfjfahjcgigfpmkopogic/html/save.html');
    expect(probe.getAttribute('data')).toBe('chrome-extension://gpdjojdkbbmdfjfahjcgigfpmkopogic/html/save.html');
    expect(() => setObjectData(probe, 'data:text/html,<script>alert(1)</script>')).toThrow(TypeError);
    expect(() => setObjectData(probe, 'javascript:alert(1)')).toThrow(TypeError);
  });
});
