import styled from 'styled-components';
import { bareList, smallMutedText } from '@carmarket/shared/style-blocks';

export const StyledPlanGroup = styled.section`
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const StyledPlanList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${bareList}
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** A radio drawn as a checkbox: one plan at a time, but it looks like the original's ticks. */
export const StyledPlanOption = styled.label<{ $checked: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: 24px minmax(0, 1fr) auto;
  grid-template-areas: 'box ads price' 'box validity validity';
  align-items: center;
  column-gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme, $checked }) => ($checked ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.brandSoft : theme.colors.surface)};
  cursor: pointer;
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  .box {
    grid-area: box;
    width: 20px;
    height: 20px;
    border: 2px solid ${({ theme, $checked }) => ($checked ? theme.colors.brand : theme.colors.textMuted)};
    border-radius: 4px;
    background: ${({ theme, $checked }) => ($checked ? theme.colors.brand : 'transparent')};
    display: grid;
    place-items: center;
    &::after {
      content: '${({ $checked }) => ($checked ? '✓' : '')}';
      color: #fff;
      font-size: 14px;
      line-height: 1;
    }
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  .ads {
    grid-area: ads;
    font-weight: 600;
  }
  .price {
    grid-area: price;
    font-weight: 700;
  }
  .validity {
    grid-area: validity;
    ${smallMutedText}
  }
`;

export const StyledPurchaseBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
`;
