import styled, { css } from 'styled-components';

export const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
`;

export const StyledDialog = styled.div<{ $width?: string }>`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  width: 100%;
  max-width: ${({ $width }) => $width ?? '480px'};
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: ${({ theme }) => theme.space.lg};
  position: relative;
  &:focus {
    outline: none;
  }
`;

export const StyledDialogHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const StyledCloseButton = styled.button`
  border: 0;
  background: transparent;
  font-size: 1.5rem;
  line-height: 1;
  width: 44px;
  height: 44px;
  margin: -10px -10px 0 0;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

export const StyledSheetBackdrop = styled(StyledBackdrop)<{ $side: 'bottom' | 'left' | 'right' }>`
  padding: 0;
  ${({ $side }) =>
    $side === 'bottom'
      ? css`
          align-items: flex-end;
        `
      : css`
          align-items: stretch;
          justify-content: ${$side === 'left' ? 'flex-start' : 'flex-end'};
        `}
`;

export const StyledSheet = styled.div<{ $side: 'bottom' | 'left' | 'right'; $full?: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  overflow: auto;
  padding: ${({ theme }) => theme.space.lg};
  ${({ $side, $full }) =>
    $side === 'bottom'
      ? css`
          width: 100%;
          max-height: ${$full ? '100vh' : '85vh'};
          height: ${$full ? '100vh' : 'auto'};
          border-radius: ${$full ? '0' : '16px 16px 0 0'};
        `
      : css`
          width: min(320px, 85vw);
          height: 100%;
        `}
  &:focus {
    outline: none;
  }
`;
