import styled from 'styled-components';

export const StyledCard = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

export const StyledCardTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

export const StyledFieldGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const StyledFullRow = styled.div`
  ${({ theme }) => theme.media.sm} {
    grid-column: 1 / -1;
  }
`;

export const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: flex-end;
  flex-wrap: wrap;
  & > * {
    flex: 1 1 120px;
  }
  ${({ theme }) => theme.media.sm} {
    & > * {
      flex: 0 0 auto;
      min-width: 140px;
    }
  }
`;

export const StyledRadioGroup = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  legend {
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
  }
`;

export const StyledRadioRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledRadioOption = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  font-weight: 600;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.brandDark};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
  input {
    accent-color: ${({ theme }) => theme.colors.brand};
    width: 18px;
    height: 18px;
    margin: 0;
  }
`;

export const StyledStepper = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.xs};
`;

export const StyledStepperItem = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  height: 6px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $state }) =>
    $state === 'todo' ? theme.colors.border : $state === 'current' ? theme.colors.brand : theme.colors.success};
`;

export const StyledStepCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
`;

export const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
