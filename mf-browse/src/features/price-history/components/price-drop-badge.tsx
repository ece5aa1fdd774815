// "Price dropped by ₹X on {date}" under the car page's price, when the car's last price change was
// a fall. Rendered on the server with the page (the loader fetched the history beside the car).
import { formatDdMmYyyy, priceDropText } from '@carmarket/shared';
import { usePriceHistory } from '../api/get-price-history';
import { StyledPriceDrop } from './price-drop-badge.styles';

export function PriceDropBadge({ carId }: { carId: string }) {
  const lastDrop = usePriceHistory(carId)?.lastDrop;
  if (!lastDrop || lastDrop.amount <= 0) return null;
  const day = formatDdMmYyyy(lastDrop.at);
  return (
    <StyledPriceDrop>
      <span aria-hidden="true">↓</span> {priceDropText(lastDrop.amount)}
      {day && ` on ${day}`}
    </StyledPriceDrop>
  );
}
