// Gives the main thread back between a widget chunk's evaluation and its mount, and between one widget's mount
// and the next, so that a page mounting several widgets (React's among them) makes several short tasks instead
// of one long one: input and paint can come in between. scheduler.yield() where the browser has it (the
// continuation keeps its place ahead of other tasks), else a message task (not a timer: no 4 ms clamp, and
// unaffected by code that holds timers back).
interface YieldingScheduler {
  yield(): Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
