import styled from 'styled-components';
import { smallMutedText } from '@carmarket/shared/style-blocks';

export const StyledRange = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    ${smallMutedText}
  }

  input[type='range'] {
    width: 100%;
    accent-color: ${({ theme }) => theme.colors.brand};
    min-height: 28px;
  }
`;

export const StyledRangeValue = styled.output`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;
