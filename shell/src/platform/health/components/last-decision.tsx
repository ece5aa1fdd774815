// /__platform's line on release health: the last rollback or promotion the API's canary analysis
// made in this environment, with its reason (the health page lists them all with their figures).
// Nothing when the API has no decisions endpoint; a plain sentence when it has made none.
import { useReleaseDecisions } from '../api/get-release-decisions';
import { formatDecisionTime } from '../format-health';

const ACTION_WORDS = { rollback: 'rolled back', promote: 'promoted' } as const;

export function LastDecision({ environment }: { environment: string }) {
  const { data: decisions } = useReleaseDecisions(environment);
  if (!decisions) return null;
  const last = decisions[0];
  if (!last) return <p>No automatic rollback or promotion in {environment} yet.</p>;
  return (
    <p data-last-decision>
      Last automatic decision: {ACTION_WORDS[last.action]} {last.app} {last.canaryVersion} (stable {last.stableVersion}) on{' '}
      <time dateTime={last.decidedAt}>{formatDecisionTime(last.decidedAt)}</time>. {last.reason}
    </p>
  );
}
