import styled from 'styled-components';
import {
  definitionGrid,
  pageFrame,
  plainHeading,
  priceText,
  smallMutedText,
  surfaceCard,
  termsAndValues,
} from '@carmarket/shared/style-blocks';

export const StyledDetailPage = styled.div`
  ${pageFrame}
  gap: ${({ theme }) => theme.space.lg};
`;

export const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 380px;

    > aside {
      grid-column: 2;
      grid-row: 1 / span 2;
    }
  }
`;

export const StyledMain = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

export const StyledSummary = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  ${surfaceCard}

  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.md});
  }

  h1 {
    ${plainHeading('xl')}
  }
`;

export const StyledPrice = styled.p`
  ${priceText('xxl')}
`;

export const StyledMuted = styled.p`
  margin: 0;
  ${smallMutedText}
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  > button:first-child,
  > a:first-child {
    flex: 1 1 100%;
  }
`;

export const StyledPanel = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  ${surfaceCard}

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const StyledOverview = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  dt {
    ${smallMutedText}
  }

  dd {
    margin: 2px 0 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

export const StyledSellerCard = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.background};

  p {
    margin: 0;
  }

  a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
  }
`;

export const StyledAvatar = styled.span`
  flex: none;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radius.pill};
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  font-weight: 700;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const StyledBanner = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.brandSoft};

  h2 {
    ${plainHeading('lg')}
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const StyledContactBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  dl {
    ${definitionGrid}
  }

  ${termsAndValues({ boldValues: true })}
`;

export const StyledContactBanner = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #e7f5ea;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

export const StyledContactActions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
    font-weight: 600;
    text-decoration: none;
  }

  a + a {
    background: ${({ theme }) => theme.colors.success};
  }
`;

export const StyledNotFound = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  padding: ${({ theme }) => theme.space.xl} 0;
`;

/** The big '404' above 'Cars not found' (as on the shell's 404 page). */
export const StyledStatusCode = styled.p`
  margin: 0;
  font-size: 4rem;
  font-weight: 800;
  line-height: 1;
  color: ${({ theme }) => theme.colors.brandSoft};
  -webkit-text-stroke: 2px ${({ theme }) => theme.colors.brand};
`;
