// Times one uncached GET /api/v1/cars computation per filter/sort mix of the bench, straight on the
// database (DATABASE_URL, or PGlite in DATA_DIR): where the listing's time goes, query by query.
// Usage: node --import tsx bench/listing-timing.ts [--runs 5]
import { makeListingQuery, parseListingSearchParams } from '@carmarket/shared/domain';
import { optionsFromEnv } from '../src/config';
import { openDatabase } from '../src/db/database';
import { listingPage } from '../src/features/cars/listing-sql';
import { LISTING_BENCH_QUERIES } from './listing-queries';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] || 5);
const handle = await openDatabase(optionsFromEnv());
for (const qs of LISTING_BENCH_QUERIES) {
  const parsed = parseListingSearchParams(new URLSearchParams(qs));
  const query = parsed.success ? parsed.data : makeListingQuery();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await listingPage(handle.db, 'http://localhost', query);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`${(qs || '(none)').padEnd(45)} median ${times[Math.floor(runs / 2)]!.toFixed(1)} ms, max ${times[runs - 1]!.toFixed(1)} ms`);
}
await handle.close();
