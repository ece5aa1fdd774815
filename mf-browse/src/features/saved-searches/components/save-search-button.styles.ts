import styled from 'styled-components';

export const StyledSaveSearch = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledSaveStatus = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.success};

  a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
  }
`;
