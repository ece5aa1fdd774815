// Benchmark (not a regular test): what a filter tap costs the browse grid with 1,000 cards.
// React's Profiler measures each commit in jsdom (slower than a browser, but the ratios hold).
// 'memo' is the real CarGrid/CarCard; 'no memo' passes a fresh onToggleSave each time, which
// defeats the card memo the way an unmemoised grid would.
import { Profiler, type ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders, type Car } from '@carmarket/shared';
import { CarGrid } from '../src/features/listing/components/car-grid';
import { makeCarImage } from '@carmarket/shared/testing';
import { generateCars } from './generate-cars';

const CARDS = 1_000;
const ROUNDS = 5;

function withImages(cars: Car[]): Car[] {
  return cars.map((car, i) => ({
    ...car,
    carImages: [makeCarImage({ id: `img-${i}` })],
  }));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

test(`filter tap render time with ${CARDS} cards`, () => {
  const cars = withImages(generateCars(CARDS, 7));
  const saved: ReadonlySet<string> = new Set();
  const stableToggle = async () => true;
  let last = 0;
  const frame = (children: ReactNode) => (
    <AppProviders>
      <MemoryRouter>
        <Profiler id="grid" onRender={(_id, _phase, actualDuration) => (last = actualDuration)}>
          {children}
        </Profiler>
      </MemoryRouter>
    </AppProviders>
  );

  const { rerender, unmount } = render(frame(<CarGrid cars={cars} savedIds={saved} onToggleSave={stableToggle} />));
  const mount = last;

  // A refetch after a filter tap returns new objects for the same cars (same id and updatedAt).
  const sameCarsNewObjects = () => cars.map((c) => ({ ...c }));
  // A narrowing tap: half the cars stay.
  const half = cars.filter((_, i) => i % 2 === 0);

  const measure = (next: () => { list: Car[]; toggle: typeof stableToggle }) => {
    const samples: number[] = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      const { list, toggle } = next();
      act(() => rerender(frame(<CarGrid cars={list} savedIds={saved} onToggleSave={toggle} />)));
      samples.push(last);
      act(() => rerender(frame(<CarGrid cars={cars} savedIds={saved} onToggleSave={stableToggle} />)));
    }
    return median(samples);
  };

  const memoSame = measure(() => ({ list: sameCarsNewObjects(), toggle: stableToggle }));
  const noMemoSame = measure(() => ({ list: sameCarsNewObjects(), toggle: async () => true }));
  const memoHalf = measure(() => ({ list: half, toggle: stableToggle }));
  const heartOne = (() => {
    const samples: number[] = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      act(() => rerender(frame(<CarGrid cars={cars} savedIds={new Set([cars[i]!.id])} onToggleSave={stableToggle} />)));
      samples.push(last);
    }
    return median(samples);
  })();
  unmount();

  const rows = [
    ['first render of 1,000 cards', mount],
    ['filter tap, same 1,000 cars refetched (memo)', memoSame],
    ['filter tap, same 1,000 cars refetched (no memo)', noMemoSame],
    ['filter tap narrowing to 500 cars (memo)', memoHalf],
    ['heart one car (memo)', heartOne],
  ] as const;
  console.log(
    ['| Render (jsdom, React Profiler) | ms |', '|---|---:|', ...rows.map(([label, ms]) => `| ${label} | ${ms.toFixed(1)} |`)].join('\n'),
  );
  expect(memoSame).toBeLessThan(noMemoSame);
});
