import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { clearSellConfirmation, readSellConfirmation } from '../sell-confirmation';
import { StyledConfirmation } from './sell-confirmation-banner.styles';

/** After posting a car: 'Your car is live' with a link to the new listing, shown once. */
export function SellConfirmationBanner() {
  const [confirmation, setConfirmation] = useState(() => readSellConfirmation());
  useEffect(() => {
    if (confirmation) clearSellConfirmation();
  }, [confirmation]);
  if (!confirmation) return null;
  return (
    <StyledConfirmation role="status">
      <div>
        <strong>{confirmation.mode === 'updated' ? 'Your changes are live' : 'Your car is live'}</strong>
        {confirmation.carName && <span>{confirmation.carName}</span>}
      </div>
      <Link to={`/buy-car/${encodeURIComponent(confirmation.carId)}`}>View your listing</Link>
      <button type="button" aria-label="Dismiss" onClick={() => setConfirmation(null)}>
        ×
      </button>
    </StyledConfirmation>
  );
}
