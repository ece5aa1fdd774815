// A bell whose chunk does not arrive (a network drop, a release that replaced the chunk): the
// header stays as it is, without its bell, and release health hears of it. A file of its own: the
// bell's module caches its chunk, and here the chunk never loads.
import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { renderWithProviders } from '@carmarket/shared/testing';
import { connectTelemetry, resetTelemetryQueue, type QueuedRecord } from '../../../telemetry/telemetry-queue';
import { HeaderAlertsBell } from './header-alerts-bell';

// The module's code never comes: reading what it exports fails as webpack's chunk loader does.
vi.mock('./alerts-bell', () => ({
  get AlertsBell(): never {
    throw new Error('Loading chunk 713 failed');
  },
}));

function Header() {
  return (
    <header>
      <HeaderAlertsBell userId="u-1" />
      <button type="button">Login / Register</button>
    </header>
  );
}

let reported: QueuedRecord[] = [];
beforeEach(() => {
  reported = [];
  connectTelemetry((record) => reported.push(record));
});
afterEach(() => resetTelemetryQueue());

const bellFailures = () =>
  reported.filter((record) => record.kind === 'error' && record.message.startsWith('The alerts bell did not load'));

describe('the header alerts bell whose chunk does not load', () => {
  it('rendered in the browser: the header stays, with no bell, and the failure is reported once', async () => {
    renderWithProviders(<Header />);
    await waitFor(() => expect(bellFailures()).toHaveLength(1));
    expect(bellFailures()[0]).toMatchObject({ source: 'error-boundary', message: expect.stringContaining('Loading chunk') });
    expect(screen.getByRole('button', { name: 'Login / Register' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Alerts/ })).not.toBeInTheDocument();
  });

  it('rendered by the server: hydration keeps the header, drops the bell, and reports it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Header />);
    document.body.appendChild(container);
    // React's own console line for the boundary it renders afresh on the client.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverableErrors: unknown[] = [];
    try {
      renderWithProviders(<Header />, { container, hydrate: true, onRecoverableError: (error) => recoverableErrors.push(error) });
      await waitFor(() => expect(bellFailures()).toHaveLength(1));
      expect(screen.getByRole('button', { name: 'Login / Register' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Alerts/ })).not.toBeInTheDocument();
    } finally {
      consoleError.mockRestore();
      container.remove();
    }
  });
});
