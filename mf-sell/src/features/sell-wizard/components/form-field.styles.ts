import styled, { type DefaultTheme } from 'styled-components';

export const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const StyledLabel = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.text};
`;

const control = ({ theme }: { theme: DefaultTheme }) => `
  width: 100%;
  min-height: 44px;
  padding: 0 ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
  &:disabled {
    background: ${theme.colors.background};
    color: ${theme.colors.textMuted};
  }
`;

export const StyledSelect = styled.select`
  ${control}
`;

export const StyledInputRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledInputWrap = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
`;

export const StyledPrefix = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  top: 50%;
  transform: translateY(-50%);
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

export const StyledInput = styled.input<{ $hasPrefix?: boolean }>`
  ${control}
  padding-left: ${({ $hasPrefix }) => ($hasPrefix ? '28px' : '8px')};
`;

export const StyledSuffix = styled.output`
  flex: none;
  min-width: 88px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.brand};
`;

export const StyledFieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;
