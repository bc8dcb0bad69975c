// While the order is being sent, leaving the page asks first (the browser's own prompt): the order may be
// placed without the shopper seeing the outcome.

export interface LeaveGuard {
  arm(): void;
  disarm(): void;
}

export function createLeaveGuard(): LeaveGuard {
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    event.returnValue = '';
  };
  return {
    arm: () => window.addEventListener('beforeunload', onBeforeUnload),
    disarm: () => window.removeEventListener('beforeunload', onBeforeUnload),
  };
}
