import styled, { css, type DefaultTheme } from 'styled-components';

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

const control = ({ theme }: { theme: DefaultTheme }) => css`
  width: 100%;
  box-sizing: border-box;
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
    border-color: ${theme.colors.brand};
  }
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
  &:disabled,
  &[readonly] {
    background: ${theme.colors.background};
  }
  &:disabled {
    color: ${theme.colors.textMuted};
  }
`;

export const StyledSelect = styled.select`
  ${control}
`;

export const StyledTextArea = styled.textarea`
  ${control}
  padding: ${({ theme }) => theme.space.sm};
  resize: vertical;
`;

export const StyledInputRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The control's frame: holds a prefix (₹, +91) to the left of the input. */
export const StyledInputWrap = styled.div`
  display: flex;
  align-items: stretch;
  flex: 1;
  min-width: 0;
  &:focus-within > span {
    border-color: ${({ theme }) => theme.colors.brand};
  }
`;

export const StyledPrefix = styled.span`
  display: flex;
  align-items: center;
  flex: none;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-right: 0;
  border-radius: ${({ theme }) => `${theme.radius.sm} 0 0 ${theme.radius.sm}`};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;

export const StyledInput = styled.input<{ $hasPrefix?: boolean; $code?: boolean }>`
  ${control}
  ${({ $hasPrefix, theme }) =>
    $hasPrefix &&
    css`
      border-radius: 0 ${theme.radius.sm} ${theme.radius.sm} 0;
    `}
  ${({ $code, theme }) =>
    $code &&
    css`
      padding: 0 ${theme.space.md};
      font-size: ${theme.font.size.xl};
      letter-spacing: 0.5em;
      font-variant-numeric: tabular-nums;
      &::placeholder {
        font-size: ${theme.font.size.md};
        letter-spacing: normal;
      }
    `}
`;

export const StyledSuffix = styled.output`
  flex: none;
  min-width: 88px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.brand};
`;

/** Always in the DOM, so a screen reader hears a message as it appears. */
export const StyledFieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  &:empty {
    display: none;
  }
`;

export const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;
