export declare function percentile(sorted: readonly number[], p: number): number;

/** The part of a running autocannon instance summarizeLoad reads. */
export interface LoadInstance extends PromiseLike<{ errors: number; timeouts: number }> {
  on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): unknown;
}

export declare function summarizeLoad(instance: LoadInstance): Promise<{
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  responses: number;
  statuses: string;
}>;
