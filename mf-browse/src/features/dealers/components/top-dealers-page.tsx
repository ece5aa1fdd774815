// /top-dealer: 'Top Dealers Based on City', a city dropdown (Kolkata, Mumbai, Delhi), a search over
// dealer names, and the Recommended list with Phone (tel:) buttons. City and search live in the URL.
import { Link, useSearchParams } from 'react-router-dom';
import { apiErrorMessage, Button, DEALER_CITIES, useCurrentLocation, PageHead, SelectOptions, type Dealer } from '@carmarket/shared';
import { CardGrid } from '@carmarket/shared/card-grid';
import { telHref } from '../../car-detail/contact-links';
import { StyledLoadError, StyledStatus } from '../../listing/components/buy-car-page.styles';
import { SearchBox } from '../../listing/components/search-box';
import { DEALERS_FETCH_FAILED, dealersFilter, useDealers } from '../api/get-dealers';
import {
  StyledDealerActions,
  StyledDealerAvatar,
  StyledDealerCard,
  StyledDealerToolbar,
  StyledDealersPage,
} from './top-dealers-page.styles';

function DealerCard({ dealer }: { dealer: Dealer }) {
  return (
    <StyledDealerCard aria-label={dealer.name}>
      <StyledDealerAvatar>
        {dealer.imageUrl ? (
          <img src={dealer.imageUrl} alt="" width={56} height={56} loading="lazy" />
        ) : (
          <span aria-hidden="true">{dealer.name.charAt(0)}</span>
        )}
      </StyledDealerAvatar>
      <div>
        <h3>{dealer.name}</h3>
        <p>
          {dealer.role} · {dealer.location}
        </p>
        <p>
          ★ {dealer.rating.toFixed(1)} · {dealer.carsListed} {dealer.carsListed === 1 ? 'car' : 'cars'} listed
        </p>
        <StyledDealerActions>
          <a href={telHref(dealer.phone)} aria-label={`Phone ${dealer.name}`}>
            Phone
          </a>
          {dealer.userId && <Link to={`/seller-details/${encodeURIComponent(dealer.userId)}`}>View cars</Link>}
        </StyledDealerActions>
      </div>
    </StyledDealerCard>
  );
}

export function TopDealersPage() {
  const [params, setParams] = useSearchParams();
  const currentCity = useCurrentLocation();
  const { city, search } = dealersFilter(params, currentCity);
  const { data: dealers, error, isFetching: loading, refetch } = useDealers(city, search);

  const setParam = (key: 'city' | 'search', value: string, replace: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace },
    );

  let list: React.ReactNode;
  if (error) {
    list = (
      <div>
        <StyledLoadError role="alert">{apiErrorMessage(error, DEALERS_FETCH_FAILED)}</StyledLoadError>
        <Button type="button" $variant="secondary" onClick={() => void refetch()}>
          Retry
        </Button>
      </div>
    );
  } else if (!dealers || (loading && dealers.length === 0)) {
    list = <StyledStatus role="status">Loading dealers…</StyledStatus>;
  } else if (dealers.length === 0) {
    list = <StyledStatus role="status">No dealers found</StyledStatus>;
  } else {
    list = (
      <CardGrid aria-busy={loading} $columns={{ base: 1, md: 2, xl: 3 }}>
        {dealers.map((dealer) => (
          <li key={dealer.id}>
            <DealerCard dealer={dealer} />
          </li>
        ))}
      </CardGrid>
    );
  }

  return (
    <StyledDealersPage>
      <PageHead
        title="Top used car dealers by city"
        description="Find trusted used car dealers in your city on CarMarket and call them directly."
        path="/top-dealer"
      />
      <h1>Top Dealers Based on City</h1>
      <StyledDealerToolbar>
        <label>
          City
          <select value={city} onChange={(e) => setParam('city', e.target.value, false)}>
            <SelectOptions options={DEALER_CITIES} />
          </select>
        </label>
        <SearchBox
          label="Search dealers"
          placeholder="Search by dealer name"
          value={search}
          delayMs={300}
          onSearch={(term, { replace }) => setParam('search', term, replace)}
        />
      </StyledDealerToolbar>
      <section aria-labelledby="recommended-heading">
        <h2 id="recommended-heading">Recommended</h2>
        {list}
      </section>
    </StyledDealersPage>
  );
}
