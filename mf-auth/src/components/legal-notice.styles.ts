import styled from 'styled-components';

export const StyledLegalNotice = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.5;
  a {
    color: ${({ theme }) => theme.colors.brand};
  }
`;
