// /alerts/unsubscribe?token=… (issue 28): the link at the foot of every alert sent by SMS or e-mail.
// It works signed out (the token names the user and the channel) and changes nothing by being
// opened: mail scanners and link previews fetch it. The visitor presses Unsubscribe; the outcome is
// said where the focus goes. Kept out of search results; its own chunk (shell-pages.tsx).
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, ErrorText, PageHead } from '@carmarket/shared';
import { NOTIFICATION_MESSAGES } from '@carmarket/shared/api-contracts';
import { useUnsubscribe } from '../api/use-unsubscribe';
import { StyledDone, StyledOutcome, StyledUnsubscribeCard, StyledUnsubscribePage } from './unsubscribe-page.styles';

export const UNSUBSCRIBE_PATH = '/alerts/unsubscribe';
export const UNSUBSCRIBE_TITLE = 'Unsubscribe from alerts';

function ManageAlertsLink() {
  return <Link to="/settings/saved-searches">Manage your alerts</Link>;
}

function UnsubscribeCard({ token }: { token: string | null }) {
  const { status, send } = useUnsubscribe(token);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const invalidRef = useRef<HTMLParagraphElement>(null);
  const pressed = useRef(false);
  // The button goes once the channel is off (or the link proves invalid): the focus goes to what
  // happened, not to the top of the page. A link without a token says so on opening, focus untouched.
  useEffect(() => {
    if (!pressed.current) return;
    if (status.state === 'done') outcomeRef.current?.focus();
    if (status.state === 'invalid') invalidRef.current?.focus();
  }, [status.state]);

  const sending = status.state === 'sending';
  const asking = status.state === 'ready' || sending || status.state === 'failed';
  return (
    <StyledUnsubscribeCard>
      <h1>{UNSUBSCRIBE_TITLE}</h1>
      {asking && (
        <>
          <p>
            Stop these alerts? We will no longer send them to you this way. You will still see your alerts under the bell when you sign in.
          </p>
          {/* aria-disabled, not disabled, while it sends: the button keeps the focus for a retry. */}
          <Button
            type="button"
            aria-disabled={sending}
            onClick={() => {
              if (sending) return;
              pressed.current = true;
              void send();
            }}
          >
            {sending ? 'Unsubscribing…' : 'Unsubscribe'}
          </Button>
        </>
      )}
      {status.state === 'failed' && <ErrorText role="alert">{status.message}</ErrorText>}
      {status.state === 'invalid' && (
        <>
          <ErrorText ref={invalidRef} role="alert" tabIndex={-1}>
            {status.message}
          </ErrorText>
          <ManageAlertsLink />
        </>
      )}
      <StyledOutcome ref={outcomeRef} role="status" tabIndex={-1}>
        {status.state === 'done' && <StyledDone>{NOTIFICATION_MESSAGES.unsubscribed(status.channel)}</StyledDone>}
      </StyledOutcome>
      {status.state === 'done' && <ManageAlertsLink />}
    </StyledUnsubscribeCard>
  );
}

export function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  return (
    <StyledUnsubscribePage>
      <PageHead
        title={UNSUBSCRIBE_TITLE}
        description="Stop the alerts CarMarket sends you by SMS or e-mail."
        path={UNSUBSCRIBE_PATH}
        noIndex
      />
      {/* A new link is a new question: nothing of the last one's outcome stays. */}
      <UnsubscribeCard key={token ?? ''} token={token} />
    </StyledUnsubscribePage>
  );
}
