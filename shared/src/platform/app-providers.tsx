// The providers every app renders under: the one store, the theme and global styles.
// The shell renders them once; a remote running standalone renders them itself.
import type { ReactNode } from 'react';
import { Provider } from 'jotai';
import { ThemeProvider } from 'styled-components';
import { appStore, type AppStore } from '../store/app-store';
import { theme } from '../ui/theme';
import { GlobalStyle } from '../ui/global-style';

export function AppProviders({ children, store = appStore }: { children: ReactNode; store?: AppStore }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </Provider>
  );
}
