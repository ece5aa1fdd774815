import styled from 'styled-components';
import { labelledControls, pageFrame, plainHeading, smallMutedText, surfaceCard } from '@carmarket/shared/style-blocks';

export const StyledDealersPage = styled.div`
  ${pageFrame}
  gap: ${({ theme }) => theme.space.lg};

  h1 {
    ${plainHeading('xl')}
  }

  h2 {
    ${plainHeading('lg')}
  }
`;

export const StyledDealerToolbar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 220px 1fr;
  }

  ${labelledControls}
`;

export const StyledDealerCard = styled.article`
  display: grid;
  grid-template-columns: 56px 1fr;
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  padding: ${({ theme }) => theme.space.md};
  ${surfaceCard}

  h3 {
    ${plainHeading('md')}
  }

  p {
    margin: 2px 0;
    ${smallMutedText}
  }
`;

export const StyledDealerAvatar = styled.span`
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radius.pill};
  display: grid;
  place-items: center;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 700;
  font-size: ${({ theme }) => theme.font.size.lg};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const StyledDealerActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
    text-decoration: none;
  }

  a:first-child {
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
  }
`;
