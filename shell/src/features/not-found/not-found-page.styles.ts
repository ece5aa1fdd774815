import styled from 'styled-components';

export const StyledNotFound = styled.div`
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  text-align: center;
  > p:first-child {
    margin: 0;
    font-size: 4rem;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.brandSoft};
    -webkit-text-stroke: 2px ${({ theme }) => theme.colors.brand};
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  ul {
    list-style: none;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space.md};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;
