import styled from 'styled-components';
import { plainHeading, roundIconButton } from '@carmarket/shared/style-blocks';
import { CAR_SLIDE_SPACING_PX, CAR_SLIDER_BREAKPOINTS_PX, CAR_SLIDES_PER_VIEW, SLIDER_STARTED_ATTRIBUTE } from '../slider-options';

/** A slide's width as keen-slider computes it: the track less the spacing between the slides in view. */
const slideWidth = (perView: number) => `calc((100% - ${CAR_SLIDE_SPACING_PX * (perView - 1)}px) / ${perView})`;

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

/**
 * Until keen-slider starts (the server's HTML, before hydration) the slides already have the size
 * and place it gives them: before, they were squeezed into the track and jumped apart when it
 * started (a layout shift on /).
 */
export const StyledTrack = styled.div`
  padding-bottom: ${({ theme }) => theme.space.xs};
  &:not([${SLIDER_STARTED_ATTRIBUTE}]) {
    gap: ${CAR_SLIDE_SPACING_PX}px;
    > .keen-slider__slide {
      flex: 0 0 ${slideWidth(CAR_SLIDES_PER_VIEW.base)};
      @media (min-width: ${CAR_SLIDER_BREAKPOINTS_PX.sm}px) {
        flex-basis: ${slideWidth(CAR_SLIDES_PER_VIEW.sm)};
      }
      @media (min-width: ${CAR_SLIDER_BREAKPOINTS_PX.lg}px) {
        flex-basis: ${slideWidth(CAR_SLIDES_PER_VIEW.lg)};
      }
      @media (min-width: ${CAR_SLIDER_BREAKPOINTS_PX.xl}px) {
        flex-basis: ${slideWidth(CAR_SLIDES_PER_VIEW.xl)};
      }
    }
  }
`;

export const StyledStatus = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
