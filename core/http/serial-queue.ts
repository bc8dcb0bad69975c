// A strictly sequential FIFO of async tasks: each starts only once the previous one has settled, and a
// failure does not stall the tasks behind it (the legacy add-to-cart.js request queue).

export type SerialQueue = <T>(task: () => Promise<T>) => Promise<T>;

export function createSerialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const result = tail.then(() => task());
    tail = result.catch(() => undefined);
    return result;
  };
}
