import styled from 'styled-components';
import { smallMutedText } from '@carmarket/shared/style-blocks';

export const StyledEnquiryLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  .details {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    align-content: start;
    padding-right: 48px;
  }
  .place {
    margin: 0;
    ${smallMutedText}
  }
  h2 a {
    color: inherit;
  }
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 200px minmax(0, 1fr);
  }
`;

export const StyledOwner = styled.section`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  p {
    margin: 2px 0;
  }
  .name {
    font-weight: 700;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  .name span,
  .ago {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const StyledContactLinks = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  a {
    flex: 1;
    display: inline-flex;
    justify-content: center;
    align-items: center;
    min-height: 44px;
    border-radius: ${({ theme }) => theme.radius.sm};
    font-weight: 600;
    text-decoration: none;
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
  }
  a + a {
    background: ${({ theme }) => theme.colors.success};
  }
`;
