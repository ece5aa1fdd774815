// The tests run in order: the first mounts the bell before its chunk has ever loaded, the second after.
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderWithProviders } from '@carmarket/shared/testing';
import { HeaderAlertsBell } from './header-alerts-bell';

/** The bell beside the rest of a page, under one Suspense boundary, as in the shell's layout. */
function renderInPage() {
  return renderWithProviders(
    <Suspense fallback={<p>Page held</p>}>
      <HeaderAlertsBell userId="u-1" />
      <label>
        State <select />
      </label>
    </Suspense>,
  );
}

describe('the header alerts bell rendered in the browser', () => {
  it('appears once its chunk is here, and the page around it is not held meanwhile', async () => {
    renderInPage();
    // Committed at once: the form beside it is on the page and React's, with no fallback.
    expect(screen.queryByText('Page held')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'State' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Alerts/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Alerts/ })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByText('Page held')).not.toBeInTheDocument();
  });

  it('is there in the first render once its chunk has loaded', () => {
    renderInPage();
    expect(screen.getByRole('button', { name: /^Alerts/ })).toBeInTheDocument();
    expect(screen.queryByText('Page held')).not.toBeInTheDocument();
  });
});
