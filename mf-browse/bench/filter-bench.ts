// Benchmark (not a test): the shared listing rules (shared/src/listing) on 10,000 and 100,000
// generated cars. Run: pnpm --filter mf-browse exec tsx bench/filter-bench.ts
// Prints a Markdown table for docs/BENCHMARKS.md '## Browse'.
import { performance } from 'node:perf_hooks';
import { applyListingQuery, makeListingQuery, pageOfCars, priceAndYearBounds, type ListingQueryInput } from '@carmarket/shared/domain';
import { generateCars } from './generate-cars';

const CASES: Array<[string, ListingQueryInput]> = [
  ['no filter, sort Newest', {}],
  ['brand + price + fuel', { brand: ['Maruti Suzuki', 'Hyundai'], fuel: ['Petrol'], priceMin: 300_000, priceMax: 900_000 }],
  ['location + body type + owner type', { location: ['Pune', 'Delhi'], bodyType: ['SUV', 'Sedan Car'], ownerType: 'dealer' }],
  ['search "cre" + sort price', { search: 'cre', sort: 'priceLowToHigh' }],
  [
    'every filter at once',
    {
      brand: ['Tata'],
      model: ['Nexon'],
      fuel: ['Petrol', 'Diesel'],
      transmission: ['Manual'],
      ownership: ['1st'],
      yearMin: 2015,
      yearMax: 2022,
      priceMax: 1_500_000,
    },
  ],
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time(fn: () => unknown, runs: number): { median: number; p95: number } {
  for (let i = 0; i < 3; i += 1) fn(); // warm-up (JIT)
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: median(samples), p95: samples[Math.floor(samples.length * 0.95)]! };
}

const fmt = (ms: number) => ms.toFixed(2);

console.log(`Node ${process.version}, ${new Date().toISOString()}\n`);
console.log('| Cars | Query | Matches | Median ms | p95 ms |');
console.log('|---:|---|---:|---:|---:|');
for (const count of [10_000, 100_000]) {
  const cars = generateCars(count);
  const runs = count > 50_000 ? 15 : 50;
  for (const [label, input] of CASES) {
    const query = makeListingQuery(input);
    let matches = 0;
    const t = time(() => {
      const result = applyListingQuery(cars, query);
      matches = result.length;
      return pageOfCars(result, 1, 24);
    }, runs);
    console.log(`| ${count.toLocaleString('en-US')} | ${label} | ${matches.toLocaleString('en-US')} | ${fmt(t.median)} | ${fmt(t.p95)} |`);
  }
  const b = time(() => priceAndYearBounds(cars), runs);
  console.log(`| ${count.toLocaleString('en-US')} | slider bounds (priceAndYearBounds) | – | ${fmt(b.median)} | ${fmt(b.p95)} |`);
}
