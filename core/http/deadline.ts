// One request's abort signal: aborted by the caller's own signal or when the time-out runs out, with a way to
// tell the two apart afterwards. Every Fondant request client (JSON fetch, the REST helper) runs under one.

export interface Deadline {
  /** Pass to the request: aborts on the caller's signal or at the time-out. */
  signal: AbortSignal;
  /** Whether the time-out (not the caller) ended the request. */
  timedOut(): boolean;
  /** Stops the timer and the caller's listener once the request has ended, however it ended. */
  dispose(): void;
}

export function startDeadline(timeoutMs: number, callerSignal?: AbortSignal): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abort = () => controller.abort();
  callerSignal?.addEventListener('abort', abort);
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', abort);
    },
  };
}
