// The chunk loader on its own: one import per chunk, the retry under a new address, the 120 s time-out for an
// import and its retry together,
// preloading before the first import only, and the error types of the spec's chunk error.
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, createChunkLoader } from './chunk-loader.ts';

describe('createChunkLoader', () => {
  it('imports a chunk once however many elements ask for it', async () => {
    const loader = createChunkLoader(120_000, () => {});
    const load = vi.fn(async () => ({ mount() {} }));
    const [first, second] = await Promise.all([loader('tabs', load), loader('tabs', load)]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(first).toBe(second);
  });

  it('gives up on a chunk after the 120 s load time-out, with type timeout', async () => {
    vi.useFakeTimers();
    try {
      const loader = createChunkLoader();
      const result = loader('hung', () => new Promise(() => {}));
      let outcome: unknown;
      void result.catch((error: unknown) => (outcome = error));
      await vi.advanceTimersByTimeAsync(119_999);
      expect(outcome).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      const error = outcome as ChunkLoadError;
      expect(error).toBeInstanceOf(ChunkLoadError);
      expect(error.type).toBe('timeout');
      expect(error.message).toMatch(/^Loading chunk hung failed\.\n\(timeout: /);
    } finally {
      vi.useRealTimers();
    }
  });

  it('preloads a chunk’s imports once, before its first import, not on its retry or later loads', async () => {
    const order: string[] = [];
    const loader = createChunkLoader(120_000, (chunk) => order.push(`preload ${chunk}`));
    let attempts = 0;
    const load = () => {
      order.push('import');
      attempts += 1;
      return attempts === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve({ mount() {} });
    };
    await loader('tabs', load);
    await loader('tabs', load);
    expect(order).toEqual(['preload tabs', 'import', 'import']);
  });

  it('retries a failed fetch under a new address, as the browser keeps the failed one; the same import when the failure names none', async () => {
    const imported: string[] = [];
    const loader = createChunkLoader(120_000, () => {}, async (href) => {
      imported.push(href);
      return { mount() {} };
    });
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: https://atelier.test/dist/chunks/tabs-AB12.js')));
    await loader('tabs', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(imported).toEqual(['https://atelier.test/dist/chunks/tabs-AB12.js?fondant-retry=1']);
    const unnamed = vi.fn().mockRejectedValueOnce(new TypeError('Importing a module script failed.')).mockResolvedValueOnce({ mount() {} });
    await loader('gallery', unnamed);
    expect(unnamed).toHaveBeenCalledTimes(2);
    expect(imported).toHaveLength(1);
  });

  it('calls a module that throws while evaluating an error of type error', async () => {
    const loader = createChunkLoader();
    const error = await loader('broken', () => Promise.reject(new SyntaxError('Unexpected token'))).catch((e: unknown) => e);
    expect((error as ChunkLoadError).type).toBe('error');
  });

  it('gives up 120 s after the first attempt even when the retry is the one that hangs', async () => {
    vi.useFakeTimers();
    try {
      const loader = createChunkLoader(120_000, () => {});
      let attempts = 0;
      const load = () => (++attempts === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : new Promise(() => {}));
      let outcome: unknown;
      void loader('hung-retry', load).catch((error: unknown) => (outcome = error));
      await vi.advanceTimersByTimeAsync(120_000);
      expect(attempts).toBe(2);
      expect((outcome as ChunkLoadError).type).toBe('timeout');
    } finally {
      vi.useRealTimers();
    }
  });
});
