// Interested Buyers: people who enquired about my cars, filtered by their city on the server.
import { useState } from 'react';
import { INTERESTED_BUYER_CITIES, useDocumentTitle } from '@carmarket/shared';
import { CardGrid } from '@carmarket/shared/card-grid';
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state';
import { StyledScreen, StyledScreenHeader, StyledToolbar } from '../../../components/screen.styles';
import { SelectField } from '../../../components/toolbar-fields';
import { useReceivedEnquiries } from '../../leads/api/get-received-enquiries';
import { BuyerCard } from './buyer-card';

export const ALL_CITIES = '';

const CITY_OPTIONS = [{ value: ALL_CITIES, label: 'All cities' }, ...INTERESTED_BUYER_CITIES.map((name) => ({ value: name, label: name }))];

export function InterestedBuyersScreen() {
  useDocumentTitle('Interested Buyers');
  const [city, setCity] = useState(ALL_CITIES);
  const buyers = useReceivedEnquiries(city);
  const list = buyers.data ?? [];

  return (
    <StyledScreen aria-labelledby="buyers-title">
      <StyledScreenHeader>
        <h1 id="buyers-title">Interested Buyers</h1>
      </StyledScreenHeader>
      <StyledToolbar>
        <SelectField id="buyers-city" label="City" value={city} options={CITY_OPTIONS} onChange={setCity} style={{ maxWidth: 320 }} />
      </StyledToolbar>
      {buyers.loading ? (
        <LoadingState text="Loading interested buyers…" />
      ) : buyers.error ? (
        <ErrorState message={buyers.error} onRetry={buyers.reload} />
      ) : list.length === 0 ? (
        <EmptyState text={city ? `No interested buyers from ${city} yet` : 'No interested buyers yet'} />
      ) : (
        <CardGrid aria-label="Interested buyers" $columns={{ base: 1, md: 2 }}>
          {list.map((buyer) => (
            <li key={buyer.enquiryId}>
              <BuyerCard buyer={buyer} />
            </li>
          ))}
        </CardGrid>
      )}
    </StyledScreen>
  );
}
