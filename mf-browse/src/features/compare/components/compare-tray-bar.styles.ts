import styled from 'styled-components';

/** Keeps the page's end (the footer) clear of the fixed tray while it shows. */
export const StyledTraySpacer = styled.div`
  height: 132px;

  ${({ theme }) => theme.media.md} {
    height: 96px;
  }
`;

export const StyledTray = styled.section`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding-bottom: calc(${({ theme }) => theme.space.sm} + env(safe-area-inset-bottom, 0px));
`;

export const StyledTrayInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  display: grid;
  grid-template-columns: 1fr auto;
  grid-template-areas:
    'title actions'
    'cars cars';
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: auto 1fr auto;
    grid-template-areas: 'title cars actions';
  }

  h2 {
    grid-area: title;
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    white-space: nowrap;
  }
`;

export const StyledTrayCars = styled.ul`
  grid-area: cars;
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    flex: none;
    max-width: 240px;
    padding: 2px 2px 2px ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.background};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  img {
    display: block;
    width: 48px;
    height: 30px;
    object-fit: cover;
    border-radius: 4px;
  }

  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const StyledTrayRemove = styled.button`
  flex: none;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1;
  cursor: pointer;
`;

export const StyledTrayActions = styled.div`
  grid-area: actions;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
