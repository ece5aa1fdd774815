import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useIsClient } from './use-is-client';

function Probe({ seen }: { seen: boolean[] }) {
  const isClient = useIsClient();
  seen.push(isClient);
  return <p>{isClient ? 'client' : 'server'}</p>;
}

describe('useIsClient', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe seen={[]} />)).toContain('server');
  });

  it('is false while hydrating, so the first render equals the server HTML, then true', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe seen={[]} />);
    const seen: boolean[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <Probe seen={seen} />);
    });
    expect(seen[0]).toBe(false);
    expect(container.textContent).toBe('client');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('is true at once in a page rendered in the browser', async () => {
    const container = document.createElement('div');
    const seen: boolean[] = [];
    await act(async () => {
      createRoot(container).render(<Probe seen={seen} />);
    });
    expect(seen).toEqual([true]);
  });
});
