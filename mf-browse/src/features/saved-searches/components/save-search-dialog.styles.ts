import styled from 'styled-components';
import { formControl, smallMutedText } from '@carmarket/shared/style-blocks';

export const StyledSaveForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    font-weight: 600;
  }

  input[type='text'] {
    ${formControl}
  }

  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md};
  }

  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }

  fieldset label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    font-weight: 400;
    min-height: 32px;
  }
`;

export const StyledSummary = styled.p`
  ${smallMutedText}
  margin: 0;
`;

export const StyledDialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
