import styled from 'styled-components';

export const StyledProfileCard = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.brandSoft};
`;

export const StyledProfileName = styled.p`
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  &:is(button) {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.brand};
    text-decoration: underline;
    min-height: 44px;
  }
`;

export const StyledProfileRole = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledPanelHeading = styled.h3`
  margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledPanelLinks = styled.nav`
  margin-bottom: ${({ theme }) => theme.space.md};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 500;
    &:hover {
      background: ${({ theme }) => theme.colors.background};
    }
    &[aria-current='page'] {
      color: ${({ theme }) => theme.colors.brand};
      background: ${({ theme }) => theme.colors.brandSoft};
      font-weight: 700;
    }
  }
`;
