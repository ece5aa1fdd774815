import styled from 'styled-components';

export const StyledDealersBanner = styled.section`
  max-width: calc(${({ theme }) => theme.layout.maxWidth} - 2 * ${({ theme }) => theme.space.md});
  margin: ${({ theme }) => theme.space.xl} auto 0;
  padding: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  background: linear-gradient(100deg, ${({ theme }) => theme.colors.brandDark}, ${({ theme }) => theme.colors.brand});
  color: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr auto;
    margin: ${({ theme }) => `${theme.space.xl} ${theme.space.md} 0`};
    border-radius: ${({ theme }) => theme.radius.lg};
    padding: ${({ theme }) => theme.space.xl};
  }
  ${({ theme }) => theme.media.xl} {
    margin: ${({ theme }) => theme.space.xl} auto 0;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.brandDark};
    font-weight: 700;
    text-decoration: none;
  }
`;
