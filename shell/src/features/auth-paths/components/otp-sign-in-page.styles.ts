import styled from 'styled-components';

export const StyledAuthPage = styled.div`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.brandSoft}, ${({ theme }) => theme.colors.background});
`;

export const StyledAuthCard = styled.div`
  width: 100%;
  max-width: 420px;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  > a:first-child {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-weight: 800;
    font-size: ${({ theme }) => theme.font.size.lg};
    text-decoration: none;
  }
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  > a:last-child {
    justify-self: center;
  }
`;
