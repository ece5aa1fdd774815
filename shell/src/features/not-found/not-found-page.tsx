import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@carmarket/shared';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div style={{ maxWidth: 960, margin: '0 auto', padding: 24 }}>
      <h1>Page not found</h1>
      <p>We could not find that page.</p>
      <Link to="/">Go to the home page</Link>
    </div>
  );
}
