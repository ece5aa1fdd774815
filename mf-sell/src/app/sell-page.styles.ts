import styled from 'styled-components';
import { spreadRow } from '@carmarket/shared/style-blocks';

export const StyledPage = styled.div`
  background: ${({ theme }) => theme.colors.background};
`;

export const StyledHero = styled.section`
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.brandDark} 0%, ${({ theme }) => theme.colors.brand} 100%);
  color: #fff;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  }
`;

export const StyledHeroInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 560px);
    gap: ${({ theme }) => theme.space.xxl};
  }
`;

export const StyledHeroCopy = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: 1.2;
    ${({ theme }) => theme.media.md} {
      font-size: 2.5rem;
    }
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    opacity: 0.92;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
  li {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: rgba(255, 255, 255, 0.16);
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  a {
    color: #fff;
  }
`;

export const StyledStatus = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
  }
`;

/** "Unsaved changes restored" with Discard, above the edit wizard. */
export const StyledRestored = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  ${spreadRow}
  p {
    margin: 0;
    font-weight: 600;
  }
`;
