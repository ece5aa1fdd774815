import { useDocumentTitle } from '@carmarket/shared';

const TITLES = {
  'contact-us': 'Contact Us',
  about: 'About Us',
  career: 'Careers',
  'terms-and-conditions': 'Terms and Conditions',
  'privacy-policy': 'Privacy Policy',
} as const;

export type StaticPageName = keyof typeof TITLES;

export function StaticPage({ page }: { page: StaticPageName }) {
  useDocumentTitle(TITLES[page]);
  return (
    <div style={{ maxWidth: 960, margin: '0 auto', padding: 24 }}>
      <h1>{TITLES[page]}</h1>
    </div>
  );
}
