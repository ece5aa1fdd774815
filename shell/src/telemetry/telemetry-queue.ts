// What the page reports before the telemetry reporter has arrived (it loads after hydration, so it
// costs neither the first paint nor the first interaction): uncaught errors, unhandled rejections,
// a remote's slot that fell back. Kept here, in the start-up code, and handed to the reporter when
// it connects; a page that is not sampled drops them (stopTelemetryQueue).
import type { RemoteName } from '@carmarket/shared';

/** What the page records; the reporter adds the release of a remote and the time. */
export type QueuedRecord =
  | { kind: 'error'; source: 'uncaught' | 'unhandled-rejection' | 'error-boundary'; message: string }
  | { kind: 'remote-failure'; remote: RemoteName; cause: 'network' | 'code' };

/** Held before the reporter connects: a page that throws in a loop must not fill the memory. */
const MAX_QUEUED = 100;
/** The API's limit of an error message. */
export const MAX_MESSAGE_LENGTH = 500;

let queued: QueuedRecord[] = [];
let sink: ((record: QueuedRecord) => void) | null = null;
let stopped = false;

/** Control characters the API refuses (tab and line breaks stay). */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * An error message as it is sent: no URL query (it may carry a search or a token), no long number
 * (a mobile number, an id), no control character, at most MAX_MESSAGE_LENGTH characters.
 */
export function scrubMessage(message: string): string {
  return message
    .replace(CONTROL_CHARACTERS, '')
    .replace(/\?[^\s"')]*/g, '?…')
    .replace(/\d{6,}/g, '#')
    .slice(0, MAX_MESSAGE_LENGTH);
}

export function reportTelemetry(record: QueuedRecord): void {
  if (stopped) return;
  const scrubbed = record.kind === 'error' ? { ...record, message: scrubMessage(record.message) } : record;
  if (sink) sink(scrubbed);
  else if (queued.length < MAX_QUEUED) queued.push(scrubbed);
}

/** The reporter takes what was held and everything after. */
export function connectTelemetry(next: (record: QueuedRecord) => void): void {
  sink = next;
  const held = queued;
  queued = [];
  held.forEach(next);
}

/** This page does not report: nothing is held any more. */
export function stopTelemetryQueue(): void {
  stopped = true;
  queued = [];
  sink = null;
}

const messageOf = (reason: unknown) => (reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason));

/** Uncaught errors and unhandled rejections of the page, from now on. Returns what removes the listeners. */
export function capturePageErrors(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const onError = (event: ErrorEvent) =>
    reportTelemetry({ kind: 'error', source: 'uncaught', message: messageOf(event.error ?? event.message) });
  const onRejection = (event: PromiseRejectionEvent) =>
    reportTelemetry({ kind: 'error', source: 'unhandled-rejection', message: messageOf(event.reason) });
  target.addEventListener('error', onError as EventListener);
  target.addEventListener('unhandledrejection', onRejection as EventListener);
  return () => {
    target.removeEventListener('error', onError as EventListener);
    target.removeEventListener('unhandledrejection', onRejection as EventListener);
  };
}

/** Tests: back to a fresh page. */
export function resetTelemetryQueue(): void {
  queued = [];
  sink = null;
  stopped = false;
}
