import { formatLakhs, userTypeLabel, type InterestedBuyer } from '@carmarket/shared';
import { StyledCard } from '../../../components/screen.styles';
import { formatTimeAgo } from '../../../lib/dates';
import { StyledBuyerMeta, StyledPhoneLink, StyledPreferences } from './buyer-card.styles';

export function BuyerCard({ buyer }: { buyer: InterestedBuyer }) {
  const titleId = `buyer-${buyer.enquiryId}`;
  return (
    <StyledCard aria-labelledby={titleId}>
      <h2 id={titleId}>{buyer.name}</h2>
      <StyledBuyerMeta>
        <span>{userTypeLabel(buyer.role, 'buyer')}</span>
        <span>{buyer.location}</span>
        <span>{formatTimeAgo(buyer.createdAt)}</span>
      </StyledBuyerMeta>
      <p>
        Interested in <strong>{buyer.carTitle}</strong> (₹ {formatLakhs(buyer.carPrice)})
      </p>
      {buyer.preferences.length > 0 && (
        <StyledPreferences aria-label="Preferences">
          {buyer.preferences.map((preference) => (
            <li key={preference}>{preference}</li>
          ))}
        </StyledPreferences>
      )}
      {buyer.message && <p className="message">“{buyer.message}”</p>}
      <StyledPhoneLink href={`tel:+91${buyer.phone}`} aria-label={`Call ${buyer.name} on +91 ${buyer.phone}`}>
        Call +91 {buyer.phone}
      </StyledPhoneLink>
    </StyledCard>
  );
}
