// One place where widget failures go: each error is reported once, to onError subscribers, as a
// cancelable `fondant:error` event, and to the console unless a listener called preventDefault().

export type ErrorPhase = 'load' | 'parse' | 'mount' | 'unmount' | 'handler';

export interface WidgetErrorReport {
  widget: string;
  phase: ErrorPhase;
  error: unknown;
  element?: Element;
}

type ErrorSubscriber = (report: WidgetErrorReport) => void;

const subscribers = new Set<ErrorSubscriber>();
const reported = new WeakSet<object>();

export function onError(subscriber: ErrorSubscriber): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

export function reportError(report: WidgetErrorReport): void {
  const { error } = report;
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  for (const subscriber of subscribers) {
    try {
      subscriber(report);
    } catch (subscriberError) {
      console.error('[fondant] an onError subscriber threw', subscriberError);
    }
  }
  const target = report.element?.isConnected ? report.element : document;
  const event = new CustomEvent<WidgetErrorReport>('fondant:error', { bubbles: true, cancelable: true, detail: report });
  if (target.dispatchEvent(event)) {
    console.error(`[fondant] ${report.widget}: ${report.phase} failed`, error);
  }
}
