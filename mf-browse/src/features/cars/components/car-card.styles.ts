import styled from 'styled-components';
import { inlineList, priceText, smallMutedText, surfaceCard, termsAndValues } from '@carmarket/shared/style-blocks';

export const StyledCard = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  ${surfaceCard}
  box-shadow: ${({ theme }) => theme.shadow.card};
  overflow: hidden;
`;

export const StyledImageBox = styled.div`
  position: relative;
  aspect-ratio: 16 / 10;
  background: ${({ theme }) => theme.colors.background};
  overflow: hidden;

  picture {
    display: block;
    width: 100%;
    height: 100%;
  }

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const StyledSaveButton = styled.button<{ $saved: boolean }>`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $saved }) => ($saved ? theme.colors.danger : theme.colors.textMuted)};
  display: grid;
  place-items: center;
  cursor: pointer;

  svg {
    width: 22px;
    height: 22px;
  }
`;

export const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  flex: 1;
`;

export const StyledName = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 1.3;
`;

export const StyledPrice = styled.p`
  ${priceText('lg')}
`;

export const StyledSpecs = styled.ul`
  ${inlineList}
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  ${smallMutedText}

  li + li::before {
    content: '•';
    margin-right: ${({ theme }) => theme.space.sm};
  }
`;

export const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(88px, 1fr));
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};

  ${termsAndValues({ boldValues: true })}
`;

export const StyledCity = styled.p`
  margin: 0;
  ${smallMutedText}
`;

/** View More and the page's own control (Compare), at the foot of the card. */
export const StyledCardFooter = styled.div`
  margin-top: auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
`;

export const StyledViewMore = styled.a`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.brand};
  padding: ${({ theme }) => theme.space.sm} 0;
`;

export const StyledSaveError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.xs};
`;
