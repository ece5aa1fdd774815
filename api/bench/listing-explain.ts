// Database time of one uncached GET /api/v1/cars per filter/sort mix of the bench, statement by
// statement: runs the listing once per mix on PostgreSQL (DATABASE_URL) while recording every
// statement it sends, then EXPLAIN ANALYZEs each recorded statement (median of --runs) and prints
// its execution time. Less sensitive to a busy machine than the load bench: one statement at a time.
// Usage: DATABASE_URL=postgres://... node --import tsx bench/listing-explain.ts [--runs 5]
import { makeListingQuery, parseListingSearchParams } from '@carmarket/shared/domain';
import pg from 'pg';
import { optionsFromEnv } from '../src/config';
import { openDatabase } from '../src/db/database';
import { listingPage } from '../src/features/cars/listing-sql';
import { LISTING_BENCH_QUERIES } from './listing-queries';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] || 5);
const options = optionsFromEnv();
if (!options.databaseUrl) throw new Error('Set DATABASE_URL to a PostgreSQL database holding the cars (seed-cli --cars 100000)');

interface Statement {
  text: string;
  values: unknown[];
}
let recorded: Statement[] | null = null;
type Query = (this: pg.Client, ...args: unknown[]) => unknown;
const query = pg.Client.prototype.query as unknown as Query;
(pg.Client.prototype as unknown as { query: Query }).query = function (this: pg.Client, ...queryArgs: unknown[]) {
  const [text, values] = queryArgs;
  if (recorded && typeof text === 'string') recorded.push({ text, values: Array.isArray(values) ? values : [] });
  return query.apply(this, queryArgs);
};

/** Which part of the listing a statement is. */
function kindOf(text: string): string {
  if (/grouping sets|listing_c/i.test(text)) return 'facets';
  if (/\bmin\(/i.test(text)) return 'bounds';
  if (/car_images/i.test(text)) return 'images';
  if (/\blimit\b/i.test(text)) return 'page';
  return 'other';
}

const handle = await openDatabase(options);
const explainer = new pg.Client({ connectionString: options.databaseUrl });
await explainer.connect();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const columns = ['page', 'facets', 'bounds', 'images'];
console.log(`| Mix | ${columns.join(' ms | ')} ms | sum ms |`);
console.log(`|---|${columns.map(() => '---:').join('|')}|---:|`);
const sums: number[] = [];
for (const qs of LISTING_BENCH_QUERIES) {
  const parsed = parseListingSearchParams(new URLSearchParams(qs));
  const listingQuery = parsed.success ? parsed.data : makeListingQuery();
  recorded = [];
  await listingPage(handle.db, 'http://localhost', listingQuery);
  const statements = recorded;
  recorded = null;
  const byKind = new Map<string, number>();
  for (const statement of statements) {
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const { rows } = await explainer.query<{ 'QUERY PLAN': [{ 'Execution Time': number }] }>(
        `explain (analyze, timing off, format json) ${statement.text}`,
        statement.values,
      );
      times.push(rows[0]!['QUERY PLAN'][0]['Execution Time']);
    }
    const kind = kindOf(statement.text);
    byKind.set(kind, (byKind.get(kind) ?? 0) + median(times));
  }
  const sum = [...byKind.values()].reduce((a, b) => a + b, 0);
  sums.push(sum);
  console.log(`| ${qs || '(none)'} | ${columns.map((c) => (byKind.get(c) ?? 0).toFixed(1)).join(' | ')} | ${sum.toFixed(1)} |`);
}
console.log(
  `Sum over the 12 mixes: median ${median(sums).toFixed(1)} ms, max ${Math.max(...sums).toFixed(1)} ms (EXPLAIN ANALYZE, median of ${runs} runs per statement)`,
);
await explainer.end();
await handle.close();
