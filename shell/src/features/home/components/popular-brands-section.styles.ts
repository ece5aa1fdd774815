import styled from 'styled-components';
import { StyledTileLink } from './home-sections.styles';

export const StyledBrandTrack = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  min-height: 156px;
`;

/** Four tiles a row on a 360 px phone (spec §9): compact type, and long names hyphenate inside. */
export const StyledBrandTile = styled(StyledTileLink)`
  min-height: 156px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs}`};
  strong {
    font-size: ${({ theme }) => theme.font.size.xs};
    line-height: 1.2;
    hyphens: auto;
  }
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space.sm};
    strong {
      font-size: ${({ theme }) => theme.font.size.sm};
    }
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
