// The queue runs tasks one at a time in arrival order, whatever their outcome.
import { describe, expect, it } from 'vitest';
import { createSerialQueue } from './serial-queue.ts';
import { settle } from './fetch-stub.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createSerialQueue', () => {
  it('starts each task only after the previous one settled, in FIFO order', async () => {
    const enqueue = createSerialQueue();
    const started: string[] = [];
    const first = deferred<string>();
    const second = deferred<string>();
    const third = deferred<string>();
    const results = [
      enqueue(() => (started.push('a'), first.promise)),
      enqueue(() => (started.push('b'), second.promise)),
      enqueue(() => (started.push('c'), third.promise)),
    ];
    await settle();
    expect(started).toEqual(['a']);

    first.resolve('A');
    await settle();
    expect(started).toEqual(['a', 'b']);

    second.reject(new Error('B failed'));
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);

    third.resolve('C');
    await expect(results[0]).resolves.toBe('A');
    await expect(results[1]).rejects.toThrow('B failed');
    await expect(results[2]).resolves.toBe('C');
  });

  it('runs a task immediately when the queue is idle, and keeps separate queues apart', async () => {
    const one = createSerialQueue();
    const two = createSerialQueue();
    const started: string[] = [];
    void one(() => (started.push('one'), new Promise(() => undefined)));
    void two(() => (started.push('two'), Promise.resolve()));
    await settle();
    expect(started).toEqual(['one', 'two']);
  });
});
