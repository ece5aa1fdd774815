import styled from 'styled-components';
import { bareList, plainHeading } from '@carmarket/shared/style-blocks';

export const StyledSections = styled.div`
  display: grid;
`;

export const StyledSection = styled.section`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space.sm} 0;

  h3 {
    ${plainHeading('md')}
  }
`;

export const StyledSectionToggle = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  span[aria-hidden] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const StyledSectionBody = styled.div`
  padding-bottom: ${({ theme }) => theme.space.sm};
`;

export const StyledOptionList = styled.ul`
  display: grid;
  gap: 2px;
  ${bareList}
  max-height: 260px;
  overflow-y: auto;
`;

export const StyledOption = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 36px;
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.brand};
  }

  small {
    margin-left: auto;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const StyledSearchInput = styled.input`
  width: 100%;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  font: inherit;
`;

export const StyledEmpty = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The location tree: a row is the option plus its expand button; nested lists are indented. */
export const StyledTreeList = styled.ul`
  display: grid;
  gap: 2px;
  ${bareList}

  & & {
    padding-left: ${({ theme }) => theme.space.md};
  }
`;

export const StyledTreeRoot = styled.div`
  max-height: 320px;
  overflow-y: auto;
`;

export const StyledTreeRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};

  > label {
    flex: 1;
    min-width: 0;
  }
`;

export const StyledTreeToggle = styled.button`
  flex: none;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.border};
  }
`;
