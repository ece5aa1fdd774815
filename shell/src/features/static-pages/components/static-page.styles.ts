import styled from 'styled-components';

export const StyledArticle = styled.article`
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  h1 + p {
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  h2 {
    margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;
