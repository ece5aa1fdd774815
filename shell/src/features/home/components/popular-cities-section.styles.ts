import { Link } from 'react-router-dom';
import { CardGrid } from '@carmarket/shared/card-grid';
import styled from 'styled-components';

/** CardGrid (two columns, three from sm, five from md) with a tighter gap below md. */
export const StyledCityGrid = styled(CardGrid)`
  gap: ${({ theme }) => theme.space.sm};
  /* Six tiles in three rows: the second page keeps the first page's height. */
  grid-template-rows: repeat(3, auto);
  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space.md};
    grid-template-rows: none;
  }
`;

export const StyledCityTile = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 2px;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  padding-bottom: ${({ theme }) => theme.space.sm};
  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 400 / 260;
    object-fit: cover;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  strong,
  span {
    padding: 0 ${({ theme }) => theme.space.sm};
  }
`;

export const StyledDots = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.sm};
`;

export const StyledDot = styled.button`
  width: 32px;
  height: 32px;
  border: 0;
  background: transparent;
  cursor: pointer;
  position: relative;
  &::before {
    content: '';
    position: absolute;
    inset: 11px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.border};
  }
  &[aria-current='true']::before {
    background: ${({ theme }) => theme.colors.brand};
  }
`;
