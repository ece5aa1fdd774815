// Building blocks every account screen shares: header, toolbar, fields, card grid, dialog rows.
import styled, { css } from 'styled-components';
import { formControl, inlineList, plainHeading, smallMutedText, spreadRow, surfaceCard } from '@carmarket/shared/style-blocks';

export const StyledScreen = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

export const StyledScreenHeader = styled.header`
  ${spreadRow}
  h1 {
    ${plainHeading('xl')}
  }
`;

export const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-end;
`;

export const StyledField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  flex: 1 1 200px;
  min-width: 0;
  label {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  input,
  select,
  textarea {
    ${formControl}
    color: ${({ theme }) => theme.colors.text};
    width: 100%;
  }
  input[readonly],
  input:disabled {
    background: ${({ theme }) => theme.colors.background};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const StyledCard = styled.article`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  ${surfaceCard}
  box-shadow: ${({ theme }) => theme.shadow.card};
  h2,
  h3 {
    ${plainHeading('md')}
  }
  > .menu {
    position: absolute;
    top: ${({ theme }) => theme.space.md};
    right: ${({ theme }) => theme.space.md};
  }
`;

export const StyledMessage = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const StyledNotice = styled.p<{ $tone?: 'success' | 'danger' }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $tone }) =>
    $tone === 'danger' ? theme.colors.danger : $tone === 'success' ? theme.colors.success : theme.colors.textMuted};
  &:empty {
    display: none;
  }
`;

export const StyledDialogText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledDialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

export const StyledFacts = styled.ul`
  ${inlineList}
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  ${smallMutedText}
  li:not(:last-child)::after {
    content: '·';
    margin-left: ${({ theme }) => theme.space.sm};
  }
`;

export const StyledPrice = styled.p`
  margin: 0;
  font-weight: 700;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.colors.text};
`;

/** A line of small muted facts about a card (dates, counts, a buyer's details); the caller sets the gap. */
export const metaLine = css`
  display: flex;
  flex-wrap: wrap;
  margin: 0;
  ${smallMutedText}
`;
