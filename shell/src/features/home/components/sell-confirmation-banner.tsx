import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useIsClient } from '@carmarket/shared';
import { clearSellConfirmation, readSellConfirmation } from '../sell-confirmation';
import { StyledConfirmation } from './sell-confirmation-banner.styles';

/** After posting a car: 'Your car is live' with a link to the new listing, shown once. */
export function SellConfirmationBanner() {
  // Read once in the browser, after hydration: the server renders the page without it.
  const isClient = useIsClient();
  const stored = useMemo(() => (isClient ? readSellConfirmation() : null), [isClient]);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (stored) clearSellConfirmation();
  }, [stored]);
  const confirmation = dismissed ? null : stored;
  if (!confirmation) return null;
  return (
    <StyledConfirmation role="status">
      <div>
        <strong>{confirmation.mode === 'updated' ? 'Your changes are live' : 'Your car is live'}</strong>
        {confirmation.carName && <span>{confirmation.carName}</span>}
      </div>
      <Link to={`/buy-car/${encodeURIComponent(confirmation.carId)}`}>View your listing</Link>
      <button type="button" aria-label="Dismiss" onClick={() => setDismissed(true)}>
        ×
      </button>
    </StyledConfirmation>
  );
}
