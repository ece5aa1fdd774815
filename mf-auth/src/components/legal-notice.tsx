// Terms and privacy links under both forms. Following one ends the sign-in flow (closes the modal).
import { Link } from 'react-router-dom';
import { StyledLegalNotice } from './legal-notice.styles';

export function LegalNotice({ onNavigate }: { onNavigate: () => void }) {
  return (
    <StyledLegalNotice>
      By continuing, you agree to our{' '}
      <Link to="/terms-and-conditions" onClick={onNavigate}>
        Terms and Conditions
      </Link>{' '}
      and{' '}
      <Link to="/privacy-policy" onClick={onNavigate}>
        Privacy Policy
      </Link>
      .
    </StyledLegalNotice>
  );
}
