// Sends one GA4 event through the page's tag function: only an event the shop enabled (`settings.events`), and only
// when there is something to say about it.
import type { EventSubject } from './event-payloads.ts';
import { eventPayload } from './event-payloads.ts';
import type { Ga4wSettings } from './ga4w-data.ts';

export type SendEvent = (name: string, subject: EventSubject) => void;

export function eventSender(tag: (...args: unknown[]) => void, settings: Ga4wSettings): SendEvent {
  return (name, subject) => {
    if (!settings.events.includes(name)) return;
    const payload = eventPayload(name, subject, settings.identifier);
    if (payload) tag('event', name, payload);
  };
}
