// What a remote renders when its team runs it alone (`pnpm --filter mf-sell dev`): the
// same store, theme and router the shell provides, plus a note saying where you are.
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app-providers';

export function StandaloneFrame({ remoteName, children }: { remoteName: string; children: ReactNode }) {
  return (
    <AppProviders>
      <BrowserRouter>
        <div role="note" style={{ background: '#e8f1fb', padding: '4px 16px', fontSize: 14 }}>
          {remoteName} running standalone
        </div>
        <main>{children}</main>
      </BrowserRouter>
    </AppProviders>
  );
}
