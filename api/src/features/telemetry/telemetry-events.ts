// Stores a telemetry batch as rows of telemetry_events (one per event), with the time the API
// received it. What is stored is what the contract let through, minus URL queries in error messages:
// never the sender's address, user or user agent.
import type { TelemetryBatch, TelemetryEvent } from '@carmarket/shared/api-contracts';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, TelemetryEventsTable } from '../../db/schema';

/** The shell's key in a batch's releases map: its release is stored in a column of its own. */
export const SHELL_APP = 'shell';

// '?' or '#' right after a URL-ish character and followed by more than punctuation: a query or
// fragment, up to the end of the URL (punctuation ending the sentence stays). A question mark ending
// a sentence ('failed?') is left alone.
const URL_QUERY = /(?<=[\w/.%-])[?#][^\s"'<>()[\]{}]*[^\s"'<>()[\]{}.,;:!?]/g;

/** An error message without the queries and fragments of the URLs in it ('…/cars?phone=98…' → '…/cars'). */
export function withoutUrlQueries(message: string): string {
  return message.replace(URL_QUERY, '');
}

type EventColumns = Pick<
  Insertable<TelemetryEventsTable>,
  'kind' | 'name' | 'source' | 'remote' | 'remoteRelease' | 'cause' | 'fellBack' | 'value' | 'message'
>;

function columnsOf(event: TelemetryEvent): EventColumns {
  switch (event.kind) {
    case 'vital':
      return { kind: event.kind, name: event.name, value: event.value };
    case 'error':
      return { kind: event.kind, source: event.source, message: withoutUrlQueries(event.message) };
    case 'remote-failure':
      return { kind: event.kind, remote: event.remote, remoteRelease: event.release, cause: event.cause };
    case 'render':
      return {
        kind: event.kind,
        remote: event.remote ?? null,
        remoteRelease: event.release ?? null,
        value: event.durationMs,
        fellBack: event.fellBack ?? null,
      };
  }
}

/** Inserts the batch's events, each with the page's environment, route and releases. */
export async function recordTelemetryBatch(db: Kysely<Database>, batch: TelemetryBatch, receivedAt: Date): Promise<void> {
  const releases = sql<string>`cast(${JSON.stringify(batch.releases)}::text as jsonb)`;
  const shellRelease = Object.hasOwn(batch.releases, SHELL_APP) ? (batch.releases[SHELL_APP] ?? null) : null;
  await db
    .insertInto('telemetryEvents')
    .values(
      batch.events.map((event) => ({
        receivedAt,
        environment: batch.environment,
        shellRelease,
        releases,
        route: batch.route,
        ...columnsOf(event),
      })),
    )
    .execute();
}
