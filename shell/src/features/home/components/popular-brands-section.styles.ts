import styled from 'styled-components';
import { StyledTileLink } from './home-sections.styles';

export const StyledBrandTrack = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  min-height: 156px;
`;

export const StyledBrandTile = styled(StyledTileLink)`
  min-height: 156px;
  padding: ${({ theme }) => theme.space.sm};
  strong {
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: 1.2;
  }
`;

export const StyledMonogram = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brandDark};
  font-weight: 800;
  letter-spacing: 0.04em;
`;
