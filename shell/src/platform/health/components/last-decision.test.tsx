import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@carmarket/shared';
import type { ReleaseDecision } from '@carmarket/shared/api-contracts';
import { installFakeApiClient, renderWithProviders } from '@carmarket/shared/testing';
import { LastDecision } from './last-decision';

const ROLLBACK: ReleaseDecision = {
  id: 'd2',
  environment: 'staging',
  app: 'mf-browse',
  canaryVersion: '0.0.9',
  stableVersion: '0.0.8',
  action: 'rollback',
  reason: 'Worse than stable over 12 min: Error rate 30 % against stable 1 %.',
  decidedAt: '2026-11-28T14:05:00.000Z',
  windowMinutes: 12,
  canary: { pageViews: 40, errorRate: 0.3, remoteFailureRate: 0, lcpP75: null, inpP75: null },
  stable: { pageViews: 400, errorRate: 0.01, remoteFailureRate: 0, lcpP75: null, inpP75: null },
};

function answer(decisions: () => Promise<unknown>) {
  const asked: string[] = [];
  installFakeApiClient({
    get: async (path: string) => {
      asked.push(path);
      return decisions();
    },
    post: async () => undefined,
    put: async () => undefined,
    delete: async () => undefined,
  });
  return asked;
}

describe("/__platform's last automatic decision", () => {
  it('names the newest rollback or promotion of the environment with its reason', async () => {
    const asked = answer(async () => ({ decisions: [ROLLBACK, { ...ROLLBACK, id: 'd1', action: 'promote', canaryVersion: '0.0.7' }] }));
    renderWithProviders(<LastDecision environment="staging" />);
    expect(await screen.findByText(/Last automatic decision: rolled back mf-browse 0\.0\.9 \(stable 0\.0\.8\)/)).toHaveTextContent(
      ROLLBACK.reason,
    );
    expect(screen.queryByText(/0\.0\.7/)).not.toBeInTheDocument();
    expect(asked[0]).toMatch(/^api\/v1\/telemetry\/decisions\?environment=staging/);
  });

  it('says when there is none, and says nothing when the API has no decisions endpoint', async () => {
    answer(async () => ({ decisions: [] }));
    const { unmount } = renderWithProviders(<LastDecision environment="staging" />);
    expect(await screen.findByText('No automatic rollback or promotion in staging yet.')).toBeVisible();
    unmount();
    const asked = answer(async () => Promise.reject(new ApiError('Route not found', 404)));
    const { container } = renderWithProviders(<LastDecision environment="staging" />);
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    // The answer has come and gone through the query by now: still nothing to show.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
