// Settings of release health telemetry: the per-visitor beacon limit and how long raw events and
// roll-ups are kept (config.ts reads them from TELEMETRY_* variables; these are the defaults).
export interface TelemetrySettings {
  /** Batches one visitor address may send per minute (a page sends one every 10 s and on hide). */
  beaconsPerVisitorPerMinute: number;
  /** Hours raw events are kept once rolled up. */
  rawRetentionHours: number;
  /** Days per-minute roll-ups are kept. */
  rollupRetentionDays: number;
}

export const DEFAULT_TELEMETRY_SETTINGS: TelemetrySettings = {
  beaconsPerVisitorPerMinute: 60,
  rawRetentionHours: 48,
  rollupRetentionDays: 30,
};
