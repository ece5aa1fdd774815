import { describe, expect, it, vi, beforeEach } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@carmarket/shared/testing';
import { RemoteSlot } from './remote-slot';
import { loadExposed, RemoteLoadError } from './federation';
import type * as Federation from './federation';

vi.mock('./federation', async (importOriginal) => ({ ...(await importOriginal<typeof Federation>()), loadExposed: vi.fn() }));

const loadExposedMock = vi.mocked(loadExposed);

describe('RemoteSlot', () => {
  beforeEach(() => {
    loadExposedMock.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the exposed module with its props', async () => {
    loadExposedMock.mockResolvedValue({ default: ({ title }: { title: string }) => <h2>{title}</h2> } as never);
    renderWithProviders(
      <RemoteSlot remote="mf_browse" module="CarCarousel" label="Featured cars" props={{ variant: 'featured', title: 'Featured Cars' }} />,
    );
    expect(await screen.findByRole('heading', { name: 'Featured Cars' })).toBeInTheDocument();
  });

  it('shows a fallback with Retry when the remote fails to load, and Retry loads it again', async () => {
    const user = userEvent.setup();
    loadExposedMock.mockRejectedValueOnce(new RemoteLoadError('mf_sell did not load within 8 s'));
    loadExposedMock.mockResolvedValueOnce({ default: () => <h1>Sell my car</h1> } as never);
    renderWithProviders(<RemoteSlot remote="mf_sell" module="SellPage" label="Sell my car" />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sell my car is unavailable right now');
    expect(alert).toHaveTextContent('mf_sell did not load within 8 s');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Sell my car' })).toBeInTheDocument();
    expect(loadExposedMock).toHaveBeenCalledTimes(2);
  });

  it("does not carry one remote's failure over to the next route's slot", async () => {
    loadExposedMock.mockImplementation(async (remote) => {
      if (remote === 'mf_account') throw new RemoteLoadError('mf_account manifest unreachable');
      return { default: () => <h1>Used Cars</h1> } as never;
    });
    const { rerender } = renderWithProviders(<RemoteSlot remote="mf_account" module="AccountRoutes" label="Saved cars" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Saved cars is unavailable right now');
    rerender(<RemoteSlot remote="mf_browse" module="BuyCarPage" label="Car listings" />);
    expect(await screen.findByRole('heading', { name: 'Used Cars' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('contains a remote that throws while rendering', async () => {
    loadExposedMock.mockResolvedValue({
      default: () => {
        throw new Error('boom');
      },
    } as never);
    renderWithProviders(
      <>
        <p>Header still here</p>
        <RemoteSlot remote="mf_account" module="AccountRoutes" label="Account settings" />
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Account settings is unavailable right now');
    expect(screen.getByText('Header still here')).toBeInTheDocument();
  });

  it('reloads the page on Retry when the remote code itself threw (webpack keeps the broken module)', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    loadExposedMock.mockResolvedValue({
      default: () => {
        throw new Error('boom');
      },
    } as never);
    renderWithProviders(<RemoteSlot remote="mf_sell" module="SellPage" label="Sell my car" />);
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(loadExposedMock).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
