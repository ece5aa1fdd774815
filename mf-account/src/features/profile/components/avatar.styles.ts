import styled from 'styled-components';

export const StyledAvatar = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  object-fit: cover;
  flex: none;
  background: ${({ theme }) => theme.colors.brandSoft};
`;

export const StyledAvatarFallback = styled.span<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size / 2.4)}px;
`;

/** The real file input stays in the DOM (tests and assistive tech reach it) but out of sight. */
export const StyledFileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
  padding: 0;
  margin: -1px;
`;
