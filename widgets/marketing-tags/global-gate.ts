// Silences a tracker's page-wide entry point (a window global other scripts call) while consent is withdrawn:
// the global is swapped for one that drops every call, and the tracker's own comes back when consent does.
type Globals = Record<string, unknown>;

export interface GlobalGate {
  close(): void;
  open(): void;
  /** The tracker replaced the global while closed (its script finished loading): keep the new one for later. */
  reclose(): void;
}

export function gateGlobal(name: string, dropper: () => unknown): GlobalGate {
  const globals = window as unknown as Globals;
  let kept: unknown;
  let dropping: unknown;
  let closed = false;
  const close = (): void => {
    kept = globals[name];
    dropping = dropper();
    globals[name] = dropping;
    closed = true;
  };
  return {
    close,
    open() {
      if (!closed) return;
      if (globals[name] === dropping) globals[name] = kept;
      closed = false;
    },
    reclose() {
      if (closed && globals[name] !== dropping) close();
    },
  };
}
