// The user's picture, or a neutral default avatar with their initial.
import { StyledAvatar, StyledAvatarFallback } from './avatar.styles';

export function Avatar({ src, name, size }: { src: string | null | undefined; name: string; size: number }) {
  if (src) return <StyledAvatar src={src} alt={`Profile photo of ${name}`} width={size} height={size} $size={size} />;
  return (
    <StyledAvatarFallback role="img" aria-label={`Default avatar of ${name}`} $size={size}>
      {name.trim().charAt(0).toUpperCase() || '?'}
    </StyledAvatarFallback>
  );
}
