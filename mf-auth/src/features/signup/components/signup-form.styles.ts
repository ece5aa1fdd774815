import styled from 'styled-components';

export const StyledIntro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.5;
`;

export const StyledFormError = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.sm};
  &:empty {
    display: none;
  }
`;

export const StyledSwitch = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  button {
    border: 0;
    background: transparent;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.xs};
    font: inherit;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.brand};
    text-decoration: underline;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
