import styled from 'styled-components';

export const StyledBalanceCard = styled.section`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brandDark};
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .big {
    font-weight: 700;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;
