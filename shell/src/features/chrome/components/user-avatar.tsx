// The signed-in user's picture, or the default avatar when there is none or it fails to load.
import { useState } from 'react';
import type { SessionUser } from '@carmarket/shared';
import { StyledAvatarImage, StyledDefaultAvatar } from './user-avatar.styles';

interface UserAvatarProps {
  user: SessionUser | null;
  size?: number;
  /** Accessible name; defaults to the user's name. Pass '' when the surrounding control already names it. */
  label?: string;
}

export function UserAvatar({ user, size = 36, label }: UserAvatarProps) {
  const source = user?.image || user?.avatar || null;
  const [failedSource, setFailedSource] = useState<string | null>(null);
  const name = label ?? user?.fullName ?? 'Guest';
  if (source && source !== failedSource) {
    return <StyledAvatarImage src={source} alt={name} width={size} height={size} $size={size} onError={() => setFailedSource(source)} />;
  }
  return (
    <StyledDefaultAvatar
      $size={size}
      viewBox="0 0 40 40"
      width={size}
      height={size}
      {...(name ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true })}
      focusable="false"
    >
      <circle cx="20" cy="20" r="20" fill="#e8f1fb" />
      <circle cx="20" cy="15.5" r="7" fill="#0b5cad" />
      <path d="M7 34c2.4-6 7.4-9 13-9s10.6 3 13 9a19.9 19.9 0 0 1-26 0Z" fill="#0b5cad" />
    </StyledDefaultAvatar>
  );
}
