import styled from 'styled-components';
import { Button } from '@carmarket/shared';

const StyledFallback = styled.section<{ $compact?: boolean; $minHeight?: number }>`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: ${({ $compact, theme }) => ($compact ? theme.space.md : theme.space.xl)} auto;
  padding: ${({ theme }) => theme.space.lg};
  min-height: ${({ $minHeight }) => ($minHeight ? `${$minHeight}px` : 'auto')};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  text-align: center;
`;

export function RemoteErrorFallback({
  label,
  message,
  onRetry,
  compact,
}: {
  label: string;
  message: string;
  onRetry: () => void;
  compact?: boolean;
}) {
  return (
    <StyledFallback role="alert" $compact={compact}>
      <h2>{label} is unavailable right now</h2>
      <p>This part of CarMarket could not be loaded. The rest of the site still works.</p>
      <p style={{ fontSize: '0.875rem', color: '#556070' }}>{message}</p>
      <Button type="button" onClick={onRetry}>
        Retry
      </Button>
    </StyledFallback>
  );
}

/**
 * A slot's placeholder while its remote loads. A compact slot (a carousel inside a page) holds its
 * room with min-height alone: the placeholder's margin collapsed through the slot, so when the
 * content (which has none) streamed in, everything below moved up by it (a layout shift on /).
 */
export function RemoteLoading({ label, minHeight = 320, compact }: { label: string; minHeight?: number; compact?: boolean }) {
  return (
    <StyledFallback
      as="div"
      role="status"
      aria-live="polite"
      $minHeight={minHeight}
      style={{ border: 0, background: 'transparent', ...(compact ? { margin: 0 } : {}) }}
    >
      <span>Loading {label.toLowerCase()}…</span>
    </StyledFallback>
  );
}
