import { act, createContext, startTransition, useContext, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrateWhenVisible } from './hydrate-when-visible';

/** The IntersectionObserver instances the component created, to bring their targets into view. */
const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];

class FakeIntersectionObserver {
  private readonly record: { callback: IntersectionObserverCallback; targets: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.record = { callback, targets: [] };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  disconnect() {
    this.record.targets = [];
  }
}

function scrollIntoView() {
  for (const { callback, targets } of observers) {
    if (targets.length === 0) continue;
    callback(
      targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
  }
}

/** renderToString as on the shell's server, where there is no document. */
function renderOnServer(element: React.ReactElement): string {
  vi.stubGlobal('document', undefined);
  try {
    return renderToString(element);
  } finally {
    vi.unstubAllGlobals();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  }
}

const isHydrated = (element: Element | null) => Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactProps$')));

function Page({
  label = 'Start Exploring',
  onPress = () => undefined,
  whenIdle = false,
}: {
  label?: string;
  onPress?: () => void;
  whenIdle?: boolean;
}) {
  return (
    <>
      <button type="button">Above the fold</button>
      <HydrateWhenVisible whenIdle={whenIdle}>
        <footer>
          <button type="button" onClick={onPress}>
            {label}
          </button>
        </footer>
      </HydrateWhenVisible>
    </>
  );
}

let container: HTMLDivElement;
let consoleErrors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  container = document.createElement('div');
  document.body.append(container);
  consoleErrors = vi.spyOn(console, 'error');
});

afterEach(() => {
  container.remove();
  vi.unstubAllGlobals();
  expect(consoleErrors).not.toHaveBeenCalled();
  consoleErrors.mockRestore();
});

async function hydrate(element: React.ReactElement) {
  container.innerHTML = renderOnServer(element);
  await act(async () => {
    hydrateRoot(container, element);
  });
}

const footerButton = () => container.querySelector('footer button');

describe('HydrateWhenVisible', () => {
  it('renders its children on the server in a box-less wrapper, with no fallback', () => {
    const html = renderOnServer(<Page />);
    expect(html).toContain(
      '<div data-hydration-gate="" style="display:contents"><!--$--><footer><button type="button">Start Exploring</button></footer><!--/$--></div>',
    );
  });

  it('keeps the server HTML unhydrated while the rest of the page hydrates', async () => {
    await hydrate(<Page />);
    expect(isHydrated(container.querySelector('button'))).toBe(true);
    expect(footerButton()?.textContent).toBe('Start Exploring');
    expect(isHydrated(footerButton())).toBe(false);
  });

  it('hydrates the same nodes when they come into view', async () => {
    await hydrate(<Page />);
    const serverButton = footerButton();
    await act(async () => scrollIntoView());
    expect(footerButton()).toBe(serverButton);
    expect(isHydrated(serverButton)).toBe(true);
  });

  it('does not lose a click made before it hydrated: React hydrates it and runs the handler', async () => {
    const onPress = vi.fn();
    await hydrate(<Page onPress={onPress} />);
    expect(isHydrated(footerButton())).toBe(false);
    await act(async () => {
      footerButton()!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(isHydrated(footerButton())).toBe(true);
  });

  it('does not lose a click made before React hydrated anything: the click hydrates the page and the section in it', async () => {
    const onPress = vi.fn();
    const page = <Page onPress={onPress} />;
    container.innerHTML = renderOnServer(page);
    // React's own scheduling, as in a browser: the click comes before its first hydration pass.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      hydrateRoot(container, page);
      footerButton()!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      expect(onPress).toHaveBeenCalledTimes(1);
      expect(isHydrated(footerButton())).toBe(true);
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('hydrates the server’s nodes when new props reach it first, then shows them', async () => {
    let relabel: (label: string) => void = () => undefined;
    function Relabelled() {
      const [label, setLabel] = useState('Start Exploring');
      relabel = setLabel;
      return <Page label={label} />;
    }
    await hydrate(<Relabelled />);
    const serverButton = footerButton();
    await act(async () => relabel('Explore now'));
    expect(footerButton()).toBe(serverButton);
    expect(footerButton()?.textContent).toBe('Explore now');
  });

  it('does not hold a navigation, and hydrates with the context of the page it is then on', async () => {
    const Place = createContext('/');
    function PlaceName() {
      return <span>{useContext(Place)}</span>;
    }
    let navigate: (to: string) => void = () => undefined;
    function Routed() {
      const [place, setPlace] = useState('/');
      navigate = (to) => startTransition(() => setPlace(to));
      return (
        <Place.Provider value={place}>
          <h1>{place}</h1>
          <HydrateWhenVisible whenIdle={false}>
            <footer>
              <PlaceName />
            </footer>
          </HydrateWhenVisible>
        </Place.Provider>
      );
    }
    await hydrate(<Routed />);
    await act(async () => navigate('/buy-car'));
    expect(container.querySelector('h1')?.textContent).toBe('/buy-car');
    expect(container.querySelector('footer')?.textContent).toBe('/buy-car');
  });

  it('hydrates when the browser is idle', async () => {
    await hydrate(<Page whenIdle />);
    expect(isHydrated(footerButton())).toBe(false);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(isHydrated(footerButton())).toBe(true);
  });

  it('renders at once in a page rendered in the browser (a client navigation)', async () => {
    const onPress = vi.fn();
    await act(async () => {
      createRoot(container).render(<Page onPress={onPress} />);
    });
    expect(isHydrated(footerButton())).toBe(true);
    expect(observers).toEqual([]);
  });
});
