import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStartupFailure } from './startup-failure';

describe('renderStartupFailure', () => {
  it('replaces whatever the page showed with the message and a Retry that reloads', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<p>half-rendered page</p>';
    document.body.append(container);
    const reload = vi.fn();

    renderStartupFailure(container, reload);

    expect(screen.getByRole('alert')).toHaveTextContent('CarMarket could not startPlease check your connection and try again.Retry');
    expect(screen.getByRole('heading', { level: 1, name: 'CarMarket could not start' })).toBeInTheDocument();
    expect(screen.queryByText('half-rendered page')).not.toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry).toHaveFocus();
    // A listener, not an inline onclick attribute (which the CSP would block).
    expect(retry).not.toHaveAttribute('onclick');
    await userEvent.click(retry);
    expect(reload).toHaveBeenCalledTimes(1);
    container.remove();
  });
});
