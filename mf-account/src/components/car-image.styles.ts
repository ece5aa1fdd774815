import styled from 'styled-components';

export const StyledCarImageBox = styled.div`
  aspect-ratio: 16 / 10;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.brandSoft};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
