// The providers every app renders under: the one store, the one query client, the theme and
// global styles. The shell renders them once; a remote running standalone renders them itself.
import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'jotai';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { appStore, type AppStore } from '../store/app-store';
import { createQueryClient } from '../data/query-client';
import { clearPrivateQueriesOnSignOut } from '../data/private-queries';
import { mergeDeviceViewsOnSignIn } from '../recently-viewed/merge-device-views';
import { theme } from '../ui/theme';
import { GlobalStyle } from '../ui/global-style';

export interface AppProvidersProps {
  children: ReactNode;
  store?: AppStore;
  /** The page's query client; without one, each mounted AppProviders creates its own (never a module-level one). */
  queryClient?: QueryClient;
}

export function AppProviders({ children, store = appStore, queryClient }: AppProvidersProps) {
  const [ownClient] = useState(() => queryClient ?? createQueryClient());
  const client = queryClient ?? ownClient;
  // Signing out drops the user's private queries (saved cars, my cars, orders, enquiries, profile).
  useEffect(() => clearPrivateQueriesOnSignOut(store, client), [store, client]);
  // Signing in takes the device's recently viewed cars into the account.
  useEffect(() => mergeDeviceViewsOnSignIn(store, client), [store, client]);
  return (
    <Provider store={store}>
      <QueryClientProvider client={client}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {children}
        </ThemeProvider>
      </QueryClientProvider>
    </Provider>
  );
}
