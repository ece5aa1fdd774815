import {
  capturePageErrors,
  connectTelemetry,
  MAX_MESSAGE_LENGTH,
  reportTelemetry,
  resetTelemetryQueue,
  scrubMessage,
  stopTelemetryQueue,
  type QueuedRecord,
} from './telemetry-queue';

afterEach(() => resetTelemetryQueue());

describe('what the page reports before the reporter arrives', () => {
  it('is held, then handed to the reporter in order, and what follows goes straight to it', () => {
    reportTelemetry({ kind: 'remote-failure', remote: 'mf_browse', cause: 'network' });
    reportTelemetry({ kind: 'error', source: 'uncaught', message: 'TypeError: x is undefined' });
    const received: QueuedRecord[] = [];
    connectTelemetry((record) => received.push(record));
    expect(received).toEqual([
      { kind: 'remote-failure', remote: 'mf_browse', cause: 'network' },
      { kind: 'error', source: 'uncaught', message: 'TypeError: x is undefined' },
    ]);
    reportTelemetry({ kind: 'remote-failure', remote: 'mf_sell', cause: 'code' });
    expect(received).toHaveLength(3);
  });

  it('holds at most 100 records (a page that throws in a loop), and none once the page is not sampled', () => {
    for (let i = 0; i < 150; i += 1) reportTelemetry({ kind: 'error', source: 'uncaught', message: `error ${i}` });
    const received: QueuedRecord[] = [];
    connectTelemetry((record) => received.push(record));
    expect(received).toHaveLength(100);

    resetTelemetryQueue();
    reportTelemetry({ kind: 'error', source: 'uncaught', message: 'before' });
    stopTelemetryQueue();
    reportTelemetry({ kind: 'error', source: 'uncaught', message: 'after' });
    const none: QueuedRecord[] = [];
    connectTelemetry((record) => none.push(record));
    expect(none).toEqual([]);
  });
});

describe('an error message as it is sent', () => {
  it('keeps no URL query, no mobile number or long id, and at most 500 characters', () => {
    expect(scrubMessage('Failed to fetch https://api.example/api/v1/cars?search=9876543210&token=abc')).toBe(
      'Failed to fetch https://api.example/api/v1/cars?…',
    );
    expect(scrubMessage('No user 9876543210 here')).toBe('No user # here');
    expect(scrubMessage('x'.repeat(800))).toHaveLength(MAX_MESSAGE_LENGTH);
    expect(scrubMessage('bad\u0000 byte\nnext line')).toBe('bad byte\nnext line');
  });
});

describe("the page's uncaught errors and unhandled rejections", () => {
  it('are reported with their source, scrubbed', () => {
    const stop = capturePageErrors(window);
    const received: QueuedRecord[] = [];
    connectTelemetry((record) => received.push(record));
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('car is undefined'), message: 'car is undefined' }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('Request to /api/v1/cars?mobile=9876543210 failed') });
    window.dispatchEvent(rejection);
    stop();
    expect(received).toEqual([
      { kind: 'error', source: 'uncaught', message: 'TypeError: car is undefined' },
      { kind: 'error', source: 'unhandled-rejection', message: 'Error: Request to /api/v1/cars?… failed' },
    ]);
  });
});
