// Interested Buyers: people who enquired about my cars, filtered by their city on the server.
import { useState } from 'react';
import { INTERESTED_BUYER_CITIES, useSessionUser } from '@carmarket/shared';
import { CardGrid } from '@carmarket/shared/card-grid';
import { AccountScreen } from '../../../components/account-screen';
import { QueryState } from '../../../components/screen-state';
import { SelectField } from '../../../components/toolbar-fields';
import { RECEIVED_ENQUIRIES_FETCH_FAILED, useReceivedEnquiries } from '../../leads/api/get-received-enquiries';
import { BuyerCard } from './buyer-card';

export const ALL_CITIES = '';

const CITY_OPTIONS = [{ value: ALL_CITIES, label: 'All cities' }, ...INTERESTED_BUYER_CITIES.map((name) => ({ value: name, label: name }))];

export function InterestedBuyersScreen() {
  const [city, setCity] = useState(ALL_CITIES);
  const user = useSessionUser();
  const buyers = useReceivedEnquiries(user?.id, city);

  return (
    <AccountScreen
      id="buyers"
      title="Interested Buyers"
      toolbar={
        <SelectField id="buyers-city" label="City" value={city} options={CITY_OPTIONS} onChange={setCity} style={{ maxWidth: 320 }} />
      }
    >
      <QueryState
        query={buyers}
        loadingText="Loading interested buyers…"
        errorText={RECEIVED_ENQUIRIES_FETCH_FAILED}
        empty={buyers.data?.length === 0 && (city ? `No interested buyers from ${city} yet` : 'No interested buyers yet')}
      >
        {(list) => (
          <CardGrid aria-label="Interested buyers" $columns={{ base: 1, md: 2 }}>
            {list.map((buyer) => (
              <li key={buyer.enquiryId}>
                <BuyerCard buyer={buyer} />
              </li>
            ))}
          </CardGrid>
        )}
      </QueryState>
    </AccountScreen>
  );
}
