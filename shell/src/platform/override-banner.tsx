// Staging users must always see that their browser runs a non-default remote.
import styled from 'styled-components';
import { clearOverrides } from './overrides';
import { usePlatform } from './platform-context';

const StyledBanner = styled.div`
  background: #fff4ce;
  color: #4a3b00;
  border-bottom: 1px solid #e2c044;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  button {
    margin-left: auto;
  }
`;

export function OverrideBanner() {
  const { overrides, rejectedOverrides } = usePlatform();
  const names = Object.entries(overrides);
  if (names.length === 0 && rejectedOverrides.length === 0) return null;
  return (
    <StyledBanner role="region" aria-label="Remote overrides">
      {names.length > 0 && <span>Remote override active: {names.map(([name, url]) => `${name} → ${url}`).join(', ')}</span>}
      {rejectedOverrides.length > 0 && <span>Ignored override to a disallowed origin: {rejectedOverrides.join(', ')}</span>}
      <button
        type="button"
        onClick={() => {
          clearOverrides();
          window.location.reload();
        }}
      >
        Reset overrides
      </button>
    </StyledBanner>
  );
}
