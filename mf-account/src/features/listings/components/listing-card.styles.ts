import styled from 'styled-components';
import { metaLine } from '../../../components/screen.styles';
import { smallMutedText } from '@carmarket/shared/style-blocks';

export const StyledListingBody = styled.div<{ $sold?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  /* Sold cars are dimmed through the photo and muted text, never through opacity on the
     text itself, which would fail contrast (WCAG 1.4.3) for the facts a seller still reads. */
  color: ${({ $sold, theme }) => ($sold ? theme.colors.textMuted : 'inherit')};
  img {
    opacity: ${({ $sold }) => ($sold ? 0.45 : 1)};
    filter: ${({ $sold }) => ($sold ? 'grayscale(1)' : 'none')};
  }
  .place {
    margin: 0;
    ${smallMutedText}
  }
`;

export const StyledCardTop = styled.div`
  padding-right: 48px;
`;

export const StyledStats = styled.p`
  ${metaLine}
  gap: ${({ theme }) => theme.space.md};
`;

export const StyledSoldOverlay = styled.p`
  position: absolute;
  top: ${({ theme }) => theme.space.xl};
  left: ${({ theme }) => theme.space.xl};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  border-radius: ${({ theme }) => theme.radius.sm};
  transform: rotate(-6deg);
`;
