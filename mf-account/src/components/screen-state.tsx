// The loading, error and empty blocks every account screen shows, the outcome line of a save, and QueryState, which picks
// one of them for a screen's query: loading until the first answer, the error (the server's
// message, else the screen's spec text) with Retry, the empty text, or the screen's content.
// A refetch keeps the data on screen (no flash of "Loading…" after a Retry or a save).
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, ErrorText } from '@carmarket/shared';
import { errorMessage } from '../lib/error-message';
import { StyledMessage, StyledNotice } from './screen.styles';

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

/** What a save did: its success text in a status line (empty until then), a failure as an alert. */
export function SaveOutcome({ done, error }: { done: string; error: string | null }) {
  return (
    <>
      <StyledNotice role="status" $tone="success">
        {done}
      </StyledNotice>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </>
  );
}

export interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'refetch'>;
  loadingText: string;
  /** The spec's text for a failure the server sent no message for. */
  errorText: string;
  /** Shown before the error (e.g. the profile's 'No profile data available'). */
  errorLead?: ReactNode;
  /** Whether Retry is offered (default true). */
  retry?: boolean;
  /** Shown instead of the content when set: a string becomes an EmptyState. */
  empty?: ReactNode;
  /** The content: a node, or a function of the data. */
  children: ReactNode | ((data: T) => ReactNode);
}

export function QueryState<T>({ query, loadingText, errorText, errorLead, retry = true, empty, children }: QueryStateProps<T>) {
  if (query.data === undefined) {
    if (!query.error) return <LoadingState text={loadingText} />;
    return (
      <>
        {errorLead}
        <ErrorState message={errorMessage(query.error, errorText)} onRetry={retry ? () => void query.refetch() : undefined} />
      </>
    );
  }
  if (empty) return typeof empty === 'string' ? <EmptyState text={empty} /> : <>{empty}</>;
  return <>{typeof children === 'function' ? children(query.data) : children}</>;
}
