// renderWithProviders with a signed-in session already in the test's own store.
import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { loginAtom, type User } from '@carmarket/shared';
import { renderWithProviders } from '@carmarket/shared/testing';
import { makeUser } from './factories';

export function renderSignedIn(ui: ReactElement, { route = '/', user = makeUser() }: { route?: string; user?: User } = {}) {
  const view = renderWithProviders(ui, { route });
  act(() => view.store.set(loginAtom, { token: 'test-token', user }));
  return { ...view, user };
}
