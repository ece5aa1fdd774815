import { Link } from 'react-router-dom';
import { listingQueryToSearchParams, type ListingQuery } from '@carmarket/shared';
import { visiblePages } from '../pagination';
import { StyledPagination } from './buy-car-page.styles';

export function ListingPagination({ query, pageCount }: { query: ListingQuery; pageCount: number }) {
  if (pageCount <= 1) return null;
  const hrefOf = (page: number) => `?${listingQueryToSearchParams({ ...query, page }).toString()}`;
  const page = Math.min(query.page, pageCount);
  return (
    <StyledPagination aria-label="Pages">
      {page > 1 && (
        <Link to={hrefOf(page - 1)} preventScrollReset={false}>
          Previous
        </Link>
      )}
      {visiblePages(page, pageCount).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} aria-hidden="true">
            …
          </span>
        ) : (
          <Link key={p} to={hrefOf(p)} aria-current={p === page ? 'page' : undefined} aria-label={`Page ${p}`}>
            {p}
          </Link>
        ),
      )}
      {page < pageCount && <Link to={hrefOf(page + 1)}>Next</Link>}
    </StyledPagination>
  );
}
