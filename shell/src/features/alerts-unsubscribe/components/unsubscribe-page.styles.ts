import styled from 'styled-components';

/** The page: one card in the middle of the page's frame, between the header and the footer. */
export const StyledUnsubscribePage = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
`;

export const StyledUnsubscribeCard = styled.div`
  width: 100%;
  max-width: 480px;
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
  }
`;

/** Where the outcome is said; it takes the focus when the channel is off. */
export const StyledOutcome = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  &:focus-visible {
    outline-offset: 4px;
  }
`;

export const StyledDone = styled.p`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;
