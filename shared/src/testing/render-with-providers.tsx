// Test helper: a fresh store, a fresh query client, a memory router and the theme for each
// render. Pass the same `queryClient` to two renders to test two apps sharing the shell's cache.
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../platform/app-providers';
import { createQueryClient } from '../data/query-client';
import type { AppStore } from '../store/app-store';

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  store?: AppStore;
  queryClient?: QueryClient;
  route?: string;
}

export function renderWithProviders(
  ui: ReactElement,
  { store = createStore(), queryClient = createQueryClient(), route = '/', ...options }: ProvidersOptions = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppProviders store={store} queryClient={queryClient}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </AppProviders>
    );
  }
  return { store, queryClient, ...render(ui, { wrapper: Wrapper, ...options }) };
}
