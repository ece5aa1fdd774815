// One enquiry I made: the car, its owner (name, role, phone, address, time ago), Call, WhatsApp, menu.
import { userTypeLabel, type Enquiry } from '@carmarket/shared';
import { Link } from 'react-router-dom';
import { ActionMenu } from '../../../components/action-menu';
import { CarImage } from '../../../components/car-image';
import { CarSummary } from '../../../components/car-summary';
import { StyledCard } from '../../../components/screen.styles';
import { formatTimeAgo } from '../../../lib/dates';
import { StyledContactLinks, StyledEnquiryLayout, StyledOwner } from './enquiry-card.styles';

export interface EnquiryCardActions {
  onSave: (enquiry: Enquiry) => void;
  onShare: (enquiry: Enquiry) => void;
  onDelete: (enquiry: Enquiry) => void;
}

export function EnquiryCard({ enquiry, eager, actions }: { enquiry: Enquiry; eager?: boolean; actions: EnquiryCardActions }) {
  const { car, owner } = enquiry;
  const titleId = `enquiry-${enquiry.id}`;
  const phone = owner.phone.replace(/\D/g, '');
  return (
    <StyledCard aria-labelledby={titleId}>
      <StyledEnquiryLayout>
        <CarImage car={car} eager={eager} />
        <div className="details">
          <h2 id={titleId}>
            <Link to={`/buy-car/${encodeURIComponent(car.id)}`}>{car.carName}</Link>
          </h2>
          <CarSummary car={car} fact={car.mileage !== null && `${car.mileage} kmpl`} />
        </div>
      </StyledEnquiryLayout>
      <StyledOwner aria-label="Owner">
        <p className="name">
          {owner.name} <span>· {userTypeLabel(owner.role)}</span>
        </p>
        <p>+91 {owner.phone}</p>
        {owner.address && <p>{owner.address}</p>}
        <p className="ago">Enquired {formatTimeAgo(enquiry.createdAt)}</p>
      </StyledOwner>
      <StyledContactLinks>
        <a href={`tel:+91${phone}`} aria-label={`Call ${owner.name}`}>
          Call
        </a>
        <a href={`https://wa.me/91${phone}`} target="_blank" rel="noopener noreferrer" aria-label={`WhatsApp ${owner.name}`}>
          WhatsApp
        </a>
      </StyledContactLinks>
      <div className="menu">
        <ActionMenu
          label={`Actions for enquiry about ${car.carName}`}
          items={[
            { label: 'Save Enquiry', onSelect: () => actions.onSave(enquiry) },
            { label: 'Share', onSelect: () => actions.onShare(enquiry) },
            { label: 'Delete', onSelect: () => actions.onDelete(enquiry), danger: true },
          ]}
        />
      </div>
    </StyledCard>
  );
}
