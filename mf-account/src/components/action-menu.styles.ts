import styled from 'styled-components';
import { roundIconButton } from '@carmarket/shared/style-blocks';

export const StyledMenuRoot = styled.div`
  position: relative;
`;

export const StyledMenuButton = styled.button`
  ${roundIconButton}
  line-height: 1;
`;

export const StyledMenu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  z-index: ${({ theme }) => theme.zIndex.drawer};
  min-width: 190px;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

export const StyledMenuItem = styled.button<{ $danger?: boolean }>`
  display: block;
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  background: none;
  text-align: left;
  font: inherit;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  text-decoration: none;
  cursor: pointer;
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.brandSoft};
  }
`;
