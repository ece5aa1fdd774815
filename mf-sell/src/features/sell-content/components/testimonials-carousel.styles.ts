import styled from 'styled-components';
import { sellCard } from './sell-sections.styles';

/** Slides in view and the space between them, by window width: keen-slider's options and the stylesheet's. */
export const TESTIMONIAL_SLIDES = {
  base: { perView: 1, spacing: 16 },
  md: { perView: 2, spacing: 16, minWidthPx: 768 },
  lg: { perView: 3, spacing: 24, minWidthPx: 1024 },
} as const;

/** Set on the track once keen-slider has started and placed the slides itself. */
export const SLIDER_STARTED_ATTRIBUTE = 'data-slider-started';

/** A slide's width as keen-slider computes it: the track less the spacing between the slides in view. */
const slideWidth = ({ perView, spacing }: { perView: number; spacing: number }) =>
  `calc((100% - ${spacing * (perView - 1)}px) / ${perView})`;

/**
 * Until keen-slider starts (the server's HTML, before the section hydrates) the slides already
 * have the size and place it gives them: squeezed into the track, they jumped apart when it
 * started (a layout shift on /sell once its sections kept the server's HTML through hydration).
 */
export const StyledViewport = styled.div`
  .keen-slider__slide {
    padding: 4px;
    box-sizing: border-box;
  }

  .keen-slider:not([${SLIDER_STARTED_ATTRIBUTE}]) {
    gap: ${TESTIMONIAL_SLIDES.base.spacing}px;
    > .keen-slider__slide {
      flex: 0 0 ${slideWidth(TESTIMONIAL_SLIDES.base)};
    }
    @media (min-width: ${TESTIMONIAL_SLIDES.md.minWidthPx}px) {
      gap: ${TESTIMONIAL_SLIDES.md.spacing}px;
      > .keen-slider__slide {
        flex-basis: ${slideWidth(TESTIMONIAL_SLIDES.md)};
      }
    }
    @media (min-width: ${TESTIMONIAL_SLIDES.lg.minWidthPx}px) {
      gap: ${TESTIMONIAL_SLIDES.lg.spacing}px;
      > .keen-slider__slide {
        flex-basis: ${slideWidth(TESTIMONIAL_SLIDES.lg)};
      }
    }
  }
`;

export const StyledQuoteCard = styled.figure`
  margin: 0;
  height: 100%;
  ${sellCard}
  gap: ${({ theme }) => theme.space.md};
  blockquote {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: 1.5;
  }
  figcaption {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    margin-top: auto;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
    display: block;
  }
`;

export const StyledInitials = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  font-weight: 700;
`;

export const StyledControls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

export const StyledDots = styled.div`
  display: flex;
  gap: 2px;
  button {
    width: 32px;
    height: 32px;
    border: 0;
    background: transparent;
    cursor: pointer;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    border-radius: ${({ theme }) => theme.radius.pill};
  }
  button::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.border};
  }
  button[aria-current='true']::before {
    background: ${({ theme }) => theme.colors.brand};
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;
