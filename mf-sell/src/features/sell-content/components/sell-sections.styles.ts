import styled, { css } from 'styled-components';

export const StyledSection = styled.section<{ $tinted?: boolean }>`
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  background: ${({ theme, $tinted }) => ($tinted ? theme.colors.surface : 'transparent')};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  }
`;

export const StyledSectionInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const StyledSectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  text-align: center;
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

export const StyledSectionLead = styled.p`
  margin: -${({ theme }) => theme.space.sm} auto 0;
  max-width: 640px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The sell page's cards (highlight tiles, testimonials): a bordered column on the surface colour. */
export const sellCard = css`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-direction: column;
`;

export const StyledTile = styled.li`
  ${sellCard}
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const StyledTileIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 800;
`;

export const StyledFaqList = styled.div`
  max-width: 820px;
  width: 100%;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    margin: 0;
  }
`;

export const StyledFaqButton = styled.button`
  width: 100%;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 56px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.colors.brand};
    border-bottom-left-radius: 0;
    border-bottom-right-radius: 0;
  }
  span[aria-hidden] {
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.colors.brand};
  }
`;

export const StyledFaqPanel = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.brand};
  border-top: 0;
  border-radius: 0 0 ${({ theme }) => theme.radius.sm} ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
