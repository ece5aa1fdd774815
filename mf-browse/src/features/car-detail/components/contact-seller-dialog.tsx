// Shown once the enquiry is recorded: thank-you banner, seller name and type, a link to the seller's
// page, the phone number, and working Phone (tel:+91) and WhatsApp (wa.me/91) links.
import { Link } from 'react-router-dom';
import { Modal, userTypeLabel } from '@carmarket/shared';
import type { CarDetailSeller } from '../car-detail';
import { nationalNumber, telHref, whatsAppHref } from '../contact-links';
import { StyledContactActions, StyledContactBanner, StyledContactBody } from './car-detail-page.styles';

export function ContactSellerDialog({
  open,
  onClose,
  seller,
  carName,
}: {
  open: boolean;
  onClose: () => void;
  seller: CarDetailSeller;
  carName: string;
}) {
  const phone = nationalNumber(seller.mobileNumber);
  return (
    <Modal open={open} onClose={onClose} title="Contact Seller">
      <StyledContactBody>
        <StyledContactBanner>Thank you for your interest! The seller has received your enquiry about {carName}.</StyledContactBanner>
        <dl>
          <dt>Seller</dt>
          <dd>
            <Link to={`/seller-details/${encodeURIComponent(seller.id)}`} onClick={onClose}>
              {seller.fullName}
            </Link>
          </dd>
          <dt>User type</dt>
          <dd>{userTypeLabel(seller.userType)}</dd>
          <dt>Phone number</dt>
          <dd>+91 {phone}</dd>
        </dl>
        <StyledContactActions>
          <a href={telHref(phone)}>Phone</a>
          <a href={whatsAppHref(phone, `Hi, I am interested in your ${carName}`)} target="_blank" rel="noopener noreferrer">
            WhatsApp
          </a>
        </StyledContactActions>
      </StyledContactBody>
    </Modal>
  );
}
