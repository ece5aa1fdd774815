import styled from 'styled-components';
import { smallMutedText } from '@carmarket/shared/style-blocks';
import { StyledCard } from '../../../components/screen.styles';

/** The card "How we tell you" under the searches: the account screens' card (rendered as a section). */
export const StyledNotificationSection = styled(StyledCard)`
  p {
    margin: 0;
  }
`;

export const StyledChannels = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
    font-weight: 600;
  }
`;

/** One channel: its checkbox and label, a 44 px target, and why it cannot be changed when it cannot. */
export const StyledChannel = styled.div`
  display: grid;
  gap: 2px;
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 44px;
    cursor: pointer;
  }
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
  input:disabled,
  input:disabled + span {
    cursor: not-allowed;
  }
  input:disabled + span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Why a channel is off and cannot be turned on, under its label (aligned with the label's text). */
export const StyledChannelNote = styled.p`
  ${smallMutedText}
  padding-left: calc(20px + ${({ theme }) => theme.space.sm});
  a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
  }
`;

export const StyledHelp = styled.p`
  ${smallMutedText}
`;
