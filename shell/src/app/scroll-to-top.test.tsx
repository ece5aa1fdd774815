import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ScrollToTop } from './scroll-to-top';

describe('scroll to top', () => {
  it('scrolls to the top on a route change, but leaves the page as it loaded where the visitor is', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    try {
      const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], { initialEntries: ['/'] });
      render(<RouterProvider router={router} />);
      expect(scrollTo).not.toHaveBeenCalled();

      await act(() => router.navigate('/buy-car'));
      expect(scrollTo).toHaveBeenCalledTimes(1);
      expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

      await act(() => router.navigate('/buy-car?brand=Kia'));
      expect(scrollTo).toHaveBeenCalledTimes(1);

      await act(() => router.navigate('/'));
      expect(scrollTo).toHaveBeenCalledTimes(2);
    } finally {
      scrollTo.mockRestore();
    }
  });
});
