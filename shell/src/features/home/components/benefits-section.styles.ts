import { CardGrid } from '@carmarket/shared/card-grid';
import styled from 'styled-components';

/** CardGrid (two columns, four from lg) with a tighter gap below lg. */
export const StyledBenefitGrid = styled(CardGrid)`
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.lg} {
    gap: ${({ theme }) => theme.space.md};
  }
`;

export const StyledBenefit = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 88px;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  strong,
  span {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const StyledBenefitIcon = styled.svg`
  flex: none;
  color: ${({ theme }) => theme.colors.accent};
`;
