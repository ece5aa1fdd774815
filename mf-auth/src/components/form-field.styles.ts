// The shared FormField with the auth dialogs' spacing between fields.
import styled from 'styled-components';
import { FormField } from '@carmarket/shared/forms';

export const AuthFormField = styled(FormField)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;
