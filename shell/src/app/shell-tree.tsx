// The whole page as React renders it, in the browser (bootstrap.tsx) and on the shell's server
// (server/render-page.tsx): one tree, so the server's markup is what hydration expects.
import { StrictMode } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders, type AppStore } from '@carmarket/shared';
import { PlatformContext, type PlatformInfo } from '../platform/platform-context';
import { App } from './app';
import { HydrationSignal } from './hydration-signal';

export interface ShellTreeProps {
  queryClient: QueryClient;
  platform: PlatformInfo;
  /** The request's own store on the server; the page's one store in the browser. */
  store?: AppStore;
  /** The URL rendered on the server; absent in the browser (the address bar's). */
  serverLocation?: string;
}

export function ShellTree({ queryClient, platform, store, serverLocation }: ShellTreeProps) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient} store={store}>
        <PlatformContext.Provider value={platform}>
          {serverLocation === undefined ? (
            <BrowserRouter>
              <App />
            </BrowserRouter>
          ) : (
            <MemoryRouter initialEntries={[serverLocation]}>
              <App />
            </MemoryRouter>
          )}
          <HydrationSignal />
        </PlatformContext.Provider>
      </AppProviders>
    </StrictMode>
  );
}
