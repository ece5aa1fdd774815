import styled, { css } from 'styled-components';

export const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const StyledLabel = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.text};
`;

const inputFrame = css<{ $invalid?: boolean }>`
  min-height: 44px;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

export const StyledInput = styled.input<{ $invalid?: boolean; $code?: boolean }>`
  ${inputFrame}
  width: 100%;
  box-sizing: border-box;
  padding: 0 ${({ theme }) => theme.space.md};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.colors.text};
  ${({ $code, theme }) =>
    $code &&
    css`
      font-size: ${theme.font.size.xl};
      letter-spacing: 0.5em;
      font-variant-numeric: tabular-nums;
      &::placeholder {
        font-size: ${theme.font.size.md};
        letter-spacing: normal;
      }
    `}
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.colors.brand};
  }
`;

export const StyledPhoneRow = styled.div<{ $invalid?: boolean }>`
  ${inputFrame}
  display: flex;
  align-items: stretch;
  overflow: hidden;
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.colors.brand};
  }
`;

export const StyledPrefix = styled.span`
  display: flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
`;

export const StyledPhoneInput = styled.input`
  flex: 1;
  min-width: 0;
  border: 0;
  padding: 0 ${({ theme }) => theme.space.md};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  &:focus {
    outline: none;
  }
`;

/** Always in the DOM so screen readers hear it when a message appears. */
export const StyledFieldMessage = styled.p`
  margin: 0;
  min-height: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  &:empty {
    display: none;
  }
`;

export const StyledFieldHint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
