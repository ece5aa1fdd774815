// Loading and error rows every screen shows while its data is on the way or failed.
import { Button, ErrorText } from '@carmarket/shared';
import { StyledMessage } from './screen.styles';

export function LoadingState({ text }: { text: string }) {
  return (
    <StyledMessage role="status" aria-live="polite">
      {text}
    </StyledMessage>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div>
      <ErrorText role="alert">{message}</ErrorText>
      {onRetry && (
        <Button type="button" $variant="secondary" $size="sm" onClick={onRetry} style={{ marginTop: 8 }}>
          Retry
        </Button>
      )}
    </div>
  );
}

export function EmptyState({ text }: { text: string }) {
  return <StyledMessage>{text}</StyledMessage>;
}
