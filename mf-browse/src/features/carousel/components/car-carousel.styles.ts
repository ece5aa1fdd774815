import styled from 'styled-components';
import { plainHeading, roundIconButton } from '@carmarket/shared/style-blocks';

export const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg} 0;
`;

export const StyledHeader = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  flex-wrap: wrap;

  h2 {
    ${plainHeading('xl')}
  }

  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const StyledControls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledArrow = styled.button`
  ${roundIconButton}
`;

export const StyledViewAll = styled.a`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.brand};
  padding: ${({ theme }) => theme.space.sm};
`;

export const StyledTrack = styled.div`
  padding-bottom: ${({ theme }) => theme.space.xs};
`;

export const StyledStatus = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
