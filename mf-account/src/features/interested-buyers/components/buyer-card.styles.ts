import styled from 'styled-components';
import { metaLine } from '../../../components/screen.styles';
import { inlineList } from '@carmarket/shared/style-blocks';

export const StyledBuyerMeta = styled.p`
  ${metaLine}
  gap: ${({ theme }) => theme.space.sm};
  span + span::before {
    content: '·';
    margin-right: ${({ theme }) => theme.space.sm};
  }
`;

export const StyledPreferences = styled.ul`
  ${inlineList}
  gap: ${({ theme }) => theme.space.xs};
  li {
    padding: 2px ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.brandDark};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

export const StyledPhoneLink = styled.a`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
  text-decoration: none;
`;
