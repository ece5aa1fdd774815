import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneFrame } from '@carmarket/shared';
import SellPage from './exposes/SellPage';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneFrame remoteName="mf-sell">
      <SellPage />
    </StandaloneFrame>
  </StrictMode>,
);
