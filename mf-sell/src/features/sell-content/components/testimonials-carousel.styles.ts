import styled from 'styled-components';
import { sellCard } from './sell-sections.styles';

export const StyledViewport = styled.div`
  .keen-slider__slide {
    padding: 4px;
    box-sizing: border-box;
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
