import { Link, useLocation } from 'react-router-dom';
import { PageHead } from '@carmarket/shared';
import { useHttpStatus } from '../../platform/http-status';
import { usePreloadRoute } from '../../platform/use-preload-route';
import { StyledNotFound } from './not-found-page.styles';

/** Any unknown path: say so plainly and offer the ways on. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useHttpStatus(404);
  const preload = usePreloadRoute();
  return (
    <StyledNotFound>
      <PageHead title="Page not found" description="We could not find that page on CarMarket." path={pathname} noIndex />
      <p aria-hidden="true">404</p>
      <h1>Page not found</h1>
      <p>We could not find that page. It may have moved, or the car may have been sold.</p>
      <ul>
        <li>
          <Link to="/">Go to the home page</Link>
        </li>
        <li>
          <Link to="/buy-car" {...preload('/buy-car')}>
            Browse used cars
          </Link>
        </li>
        <li>
          <Link to="/sell" {...preload('/sell')}>
            Sell my car
          </Link>
        </li>
      </ul>
    </StyledNotFound>
  );
}
