import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Navigate, Route, Routes } from 'react-router-dom';
import { StandaloneFrame } from '@carmarket/shared';
import AccountRoutes from './exposes/AccountRoutes';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneFrame remoteName="mf-account">
      <Routes>
        <Route path="/" element={<Navigate to="/settings/profile" replace />} />
        <Route path="/settings/*" element={<AccountRoutes />} />
        <Route path="/saved" element={<AccountRoutes />} />
      </Routes>
    </StandaloneFrame>
  </StrictMode>,
);
