// renderWithProviders with a signed-in session already in the test's own store.
import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { loginAtom, type User } from '@carmarket/shared';
import { renderWithProviders } from '@carmarket/shared/testing';
import { makeUser } from './factories';

export function renderSignedIn(
  ui: ReactElement,
  { route = '/', user = makeUser(), queryClient }: { route?: string; user?: User; queryClient?: QueryClient } = {},
) {
  const view = renderWithProviders(ui, { route, queryClient });
  act(() => view.store.set(loginAtom, { token: 'test-token', user }));
  return { ...view, user };
}
