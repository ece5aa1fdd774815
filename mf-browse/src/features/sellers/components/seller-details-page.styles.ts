import styled from 'styled-components';
import { pageFrame, plainHeading, smallMutedText, surfaceCard } from '@carmarket/shared/style-blocks';

export const StyledSellerPage = styled.div`
  ${pageFrame}
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 320px minmax(0, 1fr);
  }
`;

export const StyledProfile = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: center;
  text-align: center;
  padding: ${({ theme }) => theme.space.lg};
  ${surfaceCard}

  h1 {
    ${plainHeading('xl')}
  }

  p {
    margin: 0;
  }

  dl {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    width: 100%;
    text-align: left;
  }

  dt {
    ${smallMutedText}
  }

  dd {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

export const StyledProfileAvatar = styled.span`
  width: 88px;
  height: 88px;
  border-radius: ${({ theme }) => theme.radius.pill};
  display: grid;
  place-items: center;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: 700;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const StyledBadge = styled.span`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: #e7f5ea;
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const StyledProfileActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
`;

export const StyledCarsSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;

  h2 {
    ${plainHeading('lg')}
  }
`;

export const StyledViewToggle = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.md} {
    display: none;
  }

  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.brandSoft};
    border-color: ${({ theme }) => theme.colors.brand};
  }
`;

export const StyledCarsHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

export const StyledListRow = styled.article`
  display: grid;
  grid-template-columns: 120px 1fr;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  ${surfaceCard}

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
  }

  h3 {
    ${plainHeading('md')}
  }

  p {
    margin: 2px 0;
    ${smallMutedText}
  }

  a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
  }
`;

export const StyledReportForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  /* The fields are the kit's FormField; only the details box is taller. */
  textarea {
    min-height: 96px;
  }

  & > p {
    margin: 0;
  }
`;
