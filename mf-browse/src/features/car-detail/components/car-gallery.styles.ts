import styled from 'styled-components';
import { scrollingRow } from '@carmarket/shared/style-blocks';

export const StyledGallery = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledStage = styled.div`
  position: relative;
  aspect-ratio: 3 / 2;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
  touch-action: pan-y;

  picture {
    display: block;
    width: 100%;
    height: 100%;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const StyledNavButton = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => ($side === 'left' ? 'left: 8px;' : 'right: 8px;')}
  transform: translateY(-50%);
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 0;
  background: rgba(255, 255, 255, 0.9);
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.xl};
  cursor: pointer;
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

export const StyledCounter = styled.p`
  position: absolute;
  bottom: 8px;
  right: 8px;
  margin: 0;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: rgba(12, 18, 28, 0.7);
  color: #fff;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledThumbs = styled.ul`
  ${scrollingRow}
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledThumb = styled.button<{ $current: boolean }>`
  flex: none;
  width: 88px;
  padding: 0;
  border: 2px solid ${({ theme, $current }) => ($current ? theme.colors.brand : 'transparent')};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
  background: none;
  cursor: pointer;

  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
  }
`;
