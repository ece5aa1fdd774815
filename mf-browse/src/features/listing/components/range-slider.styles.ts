import styled from 'styled-components';

export const StyledRange = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
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
