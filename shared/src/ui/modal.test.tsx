import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useState } from 'react';
import { Modal, Sheet } from './modal';
import { renderWithProviders } from '../testing/render-with-providers';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal
        open={open}
        title="Are you sure you want to log out?"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <button>Cancel</button>
        <button>Log Out</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled dialog that traps focus, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to log out?' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.body.style.overflow).toBe('hidden');

    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the body locked while a second overlay is still open', () => {
    const { rerender } = renderWithProviders(
      <>
        <Modal open title="One" onClose={() => undefined}>
          x
        </Modal>
        <Sheet open title="Two" onClose={() => undefined}>
          y
        </Sheet>
      </>,
    );
    rerender(
      <>
        <Modal open={false} title="One" onClose={() => undefined}>
          x
        </Modal>
        <Sheet open title="Two" onClose={() => undefined}>
          y
        </Sheet>
      </>,
    );
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('has focus inside the dialog in the commit that shows it, before the browser can paint', () => {
    // Layout effects run in tree order and all before any passive effect: a sibling after the
    // dialog sees where focus is when the commit ends, which is what the first painted frame shows.
    let focusedAtCommit: Element | null = null;
    function FocusProbe() {
      useLayoutEffect(() => {
        focusedAtCommit = document.activeElement;
      });
      return null;
    }
    renderWithProviders(
      <>
        <Modal open title="Save this search" onClose={() => undefined}>
          <input aria-label="Name" data-autofocus />
        </Modal>
        <FocusProbe />
      </>,
    );
    expect(focusedAtCommit).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });
});
