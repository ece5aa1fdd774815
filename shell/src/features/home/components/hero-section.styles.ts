import styled from 'styled-components';

export const StyledHero = styled.section`
  position: relative;
  overflow: hidden;
  height: 540px;
  color: ${({ theme }) => theme.colors.surface};
  background: ${({ theme }) => theme.colors.brandDark};
  ${({ theme }) => theme.media.md} {
    height: 520px;
  }
`;

export const StyledHeroSlider = styled.div`
  position: absolute;
  inset: 0;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(180deg, rgba(8, 20, 40, 0.55) 0%, rgba(8, 20, 40, 0.35) 45%, rgba(8, 20, 40, 0.7) 100%);
  }
`;

export const StyledHeroSlide = styled.div`
  position: absolute;
  inset: 0;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: 70% center;
  }
`;

export const StyledHeroContent = styled.div`
  position: relative;
  z-index: 1;
  height: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.md} {
    justify-content: center;
  }
`;

export const StyledHeroText = styled.div`
  max-width: 640px;
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: 1.85rem;
    line-height: 1.2;
    text-shadow: 0 2px 12px rgba(0, 0, 0, 0.35);
    ${({ theme }) => theme.media.md} {
      font-size: 2.75rem;
    }
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.font.size.lg};
    }
  }
`;

export const StyledSearchCard = styled.form`
  width: 100%;
  max-width: 640px;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  label {
    display: block;
    margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.xs}`};
    font-weight: 700;
  }
`;

export const StyledModeToggle = styled.div`
  display: inline-flex;
  padding: 4px;
  gap: 4px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.background};
  button {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 0;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.surface};
  }
`;

export const StyledSearchRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  input,
  select {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
  }
`;
