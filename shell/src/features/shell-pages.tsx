// The shell's own secondary pages, each in its own chunk so the first load carries only the
// chrome and the home page.
import { Suspense, lazy, type ReactNode } from 'react';
import type { StaticPageName } from './static-pages/static-page-content';

const ContactPageChunk = lazy(() => import('./contact/components/contact-page').then((m) => ({ default: m.ContactPage })));
const StaticPageChunk = lazy(() => import('./static-pages/components/static-page').then((m) => ({ default: m.StaticPage })));
const UnsubscribePageChunk = lazy(() =>
  import('./alerts-unsubscribe/components/unsubscribe-page').then((m) => ({ default: m.UnsubscribePage })),
);
const OtpSignInPageChunk = lazy(() => import('./auth-paths/components/otp-sign-in-page').then((m) => ({ default: m.OtpSignInPage })));

function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div role="status" aria-label="Loading page" style={{ minHeight: '60vh' }} />}>{children}</Suspense>;
}

export function ContactRoute() {
  return (
    <PageSuspense>
      <ContactPageChunk />
    </PageSuspense>
  );
}

export function StaticRoute({ page }: { page: StaticPageName }) {
  return (
    <PageSuspense>
      <StaticPageChunk page={page} />
    </PageSuspense>
  );
}

export function OtpSignInRoute({ page }: { page: 'register' | 'forgot-password' }) {
  return (
    <PageSuspense>
      <OtpSignInPageChunk page={page} />
    </PageSuspense>
  );
}

/** /alerts/unsubscribe?token=…: the link in every alert sent by SMS or e-mail (works signed out). */
export function UnsubscribeRoute() {
  return (
    <PageSuspense>
      <UnsubscribePageChunk />
    </PageSuspense>
  );
}
