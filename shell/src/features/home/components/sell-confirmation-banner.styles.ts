import styled from 'styled-components';

export const StyledConfirmation = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: ${({ theme }) => theme.space.md} auto 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radius.md};
  background: #e9f6ec;
  color: ${({ theme }) => theme.colors.success};
  div {
    flex: 1;
    min-width: 180px;
  }
  strong,
  span {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.colors.text};
  }
  a {
    font-weight: 700;
  }
  button {
    width: 44px;
    height: 44px;
    border: 0;
    background: transparent;
    font-size: 1.5rem;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
