// Interested Buyers: people who enquired about my cars, filtered by their city on the server.
import { useState } from 'react';
import { INTERESTED_BUYER_CITIES, sessionUserAtom, useAtomValue, useDocumentTitle } from '@carmarket/shared';
import { QueryState } from '../../../components/screen-state';
import { StyledCardGrid, StyledField, StyledScreen, StyledScreenHeader, StyledToolbar } from '../../../components/screen.styles';
import { RECEIVED_ENQUIRIES_FETCH_FAILED, useReceivedEnquiries } from '../../leads/api/get-received-enquiries';
import { BuyerCard } from './buyer-card';

export const ALL_CITIES = '';

export function InterestedBuyersScreen() {
  useDocumentTitle('Interested Buyers');
  const [city, setCity] = useState(ALL_CITIES);
  const user = useAtomValue(sessionUserAtom);
  const buyers = useReceivedEnquiries(user?.id, city);

  return (
    <StyledScreen aria-labelledby="buyers-title">
      <StyledScreenHeader>
        <h1 id="buyers-title">Interested Buyers</h1>
      </StyledScreenHeader>
      <StyledToolbar>
        <StyledField style={{ maxWidth: 320 }}>
          <label htmlFor="buyers-city">City</label>
          <select id="buyers-city" value={city} onChange={(e) => setCity(e.target.value)}>
            <option value={ALL_CITIES}>All cities</option>
            {INTERESTED_BUYER_CITIES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </StyledField>
      </StyledToolbar>
      <QueryState
        query={buyers}
        loadingText="Loading interested buyers…"
        errorText={RECEIVED_ENQUIRIES_FETCH_FAILED}
        empty={buyers.data?.length === 0 && (city ? `No interested buyers from ${city} yet` : 'No interested buyers yet')}
      >
        {(list) => (
          <StyledCardGrid aria-label="Interested buyers">
            {list.map((buyer) => (
              <li key={buyer.enquiryId}>
                <BuyerCard buyer={buyer} />
              </li>
            ))}
          </StyledCardGrid>
        )}
      </QueryState>
    </StyledScreen>
  );
}
