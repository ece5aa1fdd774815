import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const StyledFooter = styled.footer`
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.border};
  margin-top: ${({ theme }) => theme.space.xxl};
  a {
    color: ${({ theme }) => theme.colors.surface};
  }
`;

export const StyledFooterGrid = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr 1fr 1.4fr;
  }
`;

export const StyledBrandColumn = styled.div`
  > a:first-child {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: 800;
    text-decoration: none;
  }
  p {
    margin: ${({ theme }) => theme.space.sm} 0;
  }
`;

export const StyledTagline = styled.p`
  max-width: 420px;
`;

export const StyledExploreLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-top: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.accent};
  /* Dark on orange for contrast; '&&' outranks the footer's white link colour. */
  && {
    color: ${({ theme }) => theme.colors.text};
  }
  font-weight: 700;
  text-decoration: none;
`;

export const StyledFooterHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.colors.surface};
`;

export const StyledLinkList = styled.ul<{ $columns?: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(${({ $columns = 1 }) => $columns}, minmax(0, 1fr));
  gap: 0 ${({ theme }) => theme.space.md};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
`;

export const StyledCopyright = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
`;
