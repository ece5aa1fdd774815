// The result grid in a server-rendered page (issue 25 point 4): the first cards hydrate with the
// page, the others keep the server's HTML until they come into view, are used, or the browser is
// idle; none is thrown away and rendered again, and a tap on a card still waiting is not lost.
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders, createAppStore, createQueryClient } from '@carmarket/shared';
import { makeCar } from '@carmarket/shared/testing';
import { CarGrid } from './car-grid';

const cars = ['Tata Nexon XZ', 'Maruti Swift VXI', 'Hyundai Creta SX', 'Honda City ZX', 'Kia Seltos HTX', 'Mahindra XUV700 AX7'].map(
  (carName, index) => makeCar({ id: `car-${index + 1}`, carName }),
);
const NO_SAVED = new Set<string>();

function Grid({ onToggleSave }: { onToggleSave: (carId: string) => Promise<boolean> }) {
  return (
    <AppProviders store={createAppStore()} queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/buy-car']}>
        <CarGrid cars={cars} savedIds={NO_SAVED} onToggleSave={onToggleSave} />
      </MemoryRouter>
    </AppProviders>
  );
}

/** The IntersectionObservers created, to bring their targets into view. */
const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
class FakeIntersectionObserver {
  private readonly record: { callback: IntersectionObserverCallback; targets: Element[] } = { callback: () => undefined, targets: [] };
  constructor(callback: IntersectionObserverCallback) {
    this.record.callback = callback;
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  disconnect() {
    this.record.targets = [];
  }
}
/** Idle callbacks held until the test lets the browser be idle. */
const idleCallbacks: (() => void)[] = [];

function stubBrowser() {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
}

/** renderToString as on the shell's server, where there is no document (styles collected, not injected). */
function renderOnServer(element: React.ReactElement): string {
  const sheet = new ServerStyleSheet();
  vi.stubGlobal('document', undefined);
  try {
    return renderToString(sheet.collectStyles(element));
  } finally {
    vi.unstubAllGlobals();
    sheet.seal();
    stubBrowser();
  }
}

const isHydrated = (element: Element | null) => Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactProps$')));
const saveButton = (container: HTMLElement, name: string) => container.querySelector(`button[aria-label="Save ${name}"]`);

let container: HTMLDivElement;
let root: Root;
let consoleErrors: ReturnType<typeof vi.spyOn>;
const recoverable = vi.fn();

beforeEach(() => {
  observers.length = 0;
  idleCallbacks.length = 0;
  recoverable.mockReset();
  stubBrowser();
  consoleErrors = vi.spyOn(console, 'error');
});

afterEach(async () => {
  await act(async () => root.unmount());
  // The idle queue is the page's (one per module): let the idle period it waits for come.
  while (idleCallbacks.length > 0) idleCallbacks.shift()!();
  container.remove();
  vi.unstubAllGlobals();
  consoleErrors.mockRestore();
});

async function hydrateServerGrid(onToggleSave = vi.fn(() => Promise.resolve(true))) {
  container = document.createElement('div');
  container.innerHTML = renderOnServer(<Grid onToggleSave={onToggleSave} />);
  document.body.append(container);
  const serverArticles = Array.from(container.querySelectorAll('article'));
  expect(serverArticles).toHaveLength(6);
  await act(async () => {
    root = hydrateRoot(container, <Grid onToggleSave={onToggleSave} />, { onRecoverableError: recoverable });
  });
  return { serverArticles, onToggleSave };
}

describe('the result grid in a server-rendered page', () => {
  it('hydrates the first three cards with the page and leaves the others as the server sent them', async () => {
    const { serverArticles } = await hydrateServerGrid();

    expect(cars.slice(0, 3).map((car) => isHydrated(saveButton(container, car.carName)))).toEqual([true, true, true]);
    expect(cars.slice(3).map((car) => isHydrated(saveButton(container, car.carName)))).toEqual([false, false, false]);
    // Painted and readable all along: the very elements the server sent.
    expect(Array.from(container.querySelectorAll('article'))).toEqual(serverArticles);
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
  });

  it('hydrates a card when it comes into view, and the rest when the browser is idle, keeping the server HTML', async () => {
    const { serverArticles } = await hydrateServerGrid();

    const fifth = saveButton(container, 'Kia Seltos HTX')!;
    const observer = observers.find((record) => record.targets.some((target) => target.contains(fifth)))!;
    await act(async () => {
      observer.callback(
        observer.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
    });
    expect(isHydrated(fifth)).toBe(true);
    expect(isHydrated(saveButton(container, 'Honda City ZX'))).toBe(false);

    // One card per idle period.
    while (idleCallbacks.length > 0) await act(async () => idleCallbacks.shift()!());
    expect(cars.map((car) => isHydrated(saveButton(container, car.carName)))).toEqual([true, true, true, true, true, true]);
    expect(Array.from(container.querySelectorAll('article'))).toEqual(serverArticles);
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
  });

  it('hydrates a card still waiting when it is tapped, and the tap reaches it', async () => {
    const { onToggleSave } = await hydrateServerGrid();
    const sixth = saveButton(container, 'Mahindra XUV700 AX7') as HTMLButtonElement;
    expect(isHydrated(sixth)).toBe(false);

    await act(async () => sixth.click());

    expect(isHydrated(sixth)).toBe(true);
    expect(onToggleSave).toHaveBeenCalledWith('car-6');
    expect(recoverable).not.toHaveBeenCalled();
  });
});
