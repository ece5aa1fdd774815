import styled from 'styled-components';
import { surfaceCard } from '@carmarket/shared/style-blocks';

export const StyledProfileCard = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  ${surfaceCard}
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

export const StyledProfileHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
  }
  .name {
    font-weight: 700;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  .role {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const StyledProfileForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const StyledFormActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  grid-column: 1 / -1;
`;
