// Test helper: a fresh store, a memory router and the theme for each render.
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../platform/app-providers';
import type { AppStore } from '../store/app-store';

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  store?: AppStore;
  route?: string;
}

export function renderWithProviders(ui: ReactElement, { store = createStore(), route = '/', ...options }: ProvidersOptions = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppProviders store={store}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </AppProviders>
    );
  }
  return { store, ...render(ui, { wrapper: Wrapper, ...options }) };
}
