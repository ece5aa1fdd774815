// The last changes release health made on its own: each rollback or promotion, when, why in words,
// and the figures of the canary and the stable release over the window that decided it.
import { useId } from 'react';
import type { ReleaseDecision, ReleaseFigures } from '@carmarket/shared/api-contracts';
import { Button } from '@carmarket/shared';
import { formatAgo, formatCount, formatDecisionTime, formatMs, formatRate } from '../format-health';
import { StyledBadge, StyledDecisions, StyledMuted, StyledNotice, StyledSection, StyledTableScroll } from '../release-health-page.styles';

const FIGURE_ROWS: ReadonlyArray<{ label: string; format: (figures: ReleaseFigures) => string }> = [
  { label: 'Page views', format: (figures) => formatCount(figures.pageViews) },
  { label: 'Error rate per page view', format: (figures) => formatRate(figures.errorRate) },
  { label: 'Remote load failure rate', format: (figures) => formatRate(figures.remoteFailureRate) },
  { label: 'p75 LCP', format: (figures) => formatMs(figures.lcpP75) },
  { label: 'p75 INP', format: (figures) => formatMs(figures.inpP75) },
];

const ACTION_WORDS: Record<ReleaseDecision['action'], string> = { rollback: 'Rolled back', promote: 'Promoted' };

type DecisionsState = { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'loaded'; decisions: ReleaseDecision[] };

function DecisionItem({ decision, now }: { decision: ReleaseDecision; now: Date }) {
  const headingId = useId();
  return (
    <li>
      <article aria-labelledby={headingId} data-decision={decision.id}>
        <h3 id={headingId}>
          <StyledBadge $action={decision.action}>{ACTION_WORDS[decision.action]}</StyledBadge>
          <span>{`${decision.app} canary ${decision.canaryVersion}`}</span>
        </h3>
        <p>
          <time dateTime={decision.decidedAt}>{formatDecisionTime(decision.decidedAt)}</time>
          {` (${formatAgo(decision.decidedAt, now)}) · stable ${decision.stableVersion} · ${decision.windowMinutes}-minute window`}
        </p>
        <p>{decision.reason}</p>
        <StyledTableScroll tabIndex={0} role="group" aria-label="Figures of the decision, scrollable">
          <table
            aria-label={`Figures that decided: ${decision.app} canary ${decision.canaryVersion} against stable ${decision.stableVersion}`}
          >
            <thead>
              <tr>
                <th scope="col">Figure</th>
                <th scope="col">{`canary ${decision.canaryVersion}`}</th>
                <th scope="col">{`stable ${decision.stableVersion}`}</th>
              </tr>
            </thead>
            <tbody>
              {FIGURE_ROWS.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.format(decision.canary)}</td>
                  <td>{row.format(decision.stable)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </StyledTableScroll>
      </article>
    </li>
  );
}

export function DecisionsSection({ environment, state }: { environment: string; state: DecisionsState }) {
  const headingId = useId();
  const now = new Date();
  return (
    <StyledSection aria-labelledby={headingId}>
      <h2 id={headingId}>Latest automatic decisions</h2>
      {state.status === 'loading' && <StyledMuted role="status">Loading the decisions…</StyledMuted>}
      {state.status === 'failed' && (
        <StyledNotice $tone="danger" role="alert">
          The decisions could not be loaded.
          <Button type="button" $variant="secondary" $size="sm" onClick={state.retry}>
            Retry
          </Button>
        </StyledNotice>
      )}
      {state.status === 'loaded' && state.decisions.length === 0 && (
        <StyledMuted>{`No canary of ${environment} has been rolled back or promoted automatically yet.`}</StyledMuted>
      )}
      {state.status === 'loaded' && state.decisions.length > 0 && (
        <StyledDecisions>
          {state.decisions.map((decision) => (
            <DecisionItem key={decision.id} decision={decision} now={now} />
          ))}
        </StyledDecisions>
      )}
    </StyledSection>
  );
}
