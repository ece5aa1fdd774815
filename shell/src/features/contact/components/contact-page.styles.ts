import { CardGrid } from '@carmarket/shared/card-grid';
import styled from 'styled-components';

export const StyledPage = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
`;

export const StyledIntro = styled.div`
  max-width: 720px;
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** CardGrid (two columns, four from lg) with a tighter gap below lg. */
export const StyledHighlights = styled(CardGrid)`
  margin: ${({ theme }) => theme.space.lg} 0;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.lg} {
    gap: ${({ theme }) => theme.space.md};
  }
  li {
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadow.card};
    border-top: 4px solid ${({ theme }) => theme.colors.accent};
  }
  strong,
  span {
    display: block;
  }
  span {
    margin-top: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const StyledContactLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 2fr 1fr;
    align-items: start;
  }
`;

export const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  > button {
    justify-self: start;
  }
`;

export const StyledFieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const StyledFormStatus = styled.p<{ $tone: 'success' | 'danger' }>`
  margin: 0;
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
`;

export const StyledDetails = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  dl {
    margin: 0;
  }
  dt {
    font-weight: 700;
    margin-top: ${({ theme }) => theme.space.sm};
  }
  dd {
    margin: 0;
  }
`;
