import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createStore, Provider } from 'jotai';
import type * as LocationAtoms from './location-atoms';

type LocationModule = typeof LocationAtoms;

/** The module as a fresh page loads it: after the document's cookie and the stored city are there. */
async function loadPage({
  cookie,
  stored,
  renderedFor,
}: {
  cookie?: string;
  stored?: string;
  renderedFor?: string | null;
}): Promise<LocationModule> {
  vi.resetModules();
  document.head.innerHTML = '';
  if (renderedFor !== undefined) {
    document.head.innerHTML = `<meta name="carmarket-rendered-for" content='${JSON.stringify({ user: null, city: renderedFor })}'>`;
  }
  if (cookie) document.cookie = `selectedCity=${encodeURIComponent(cookie)}; Path=/`;
  if (stored) localStorage.setItem('selectedCity', stored);
  return import('./location-atoms');
}

function clearCityCookie() {
  document.cookie = 'selectedCity=; Path=/; Max-Age=0';
}

const cookieCity = (module: LocationModule) => module.cityFromCookieHeader(document.cookie);

afterEach(() => {
  clearCityCookie();
  localStorage.clear();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('the city cookie', () => {
  it('is written where the city is chosen, and removed when it is cleared', async () => {
    const location = await loadPage({});
    const store = createStore();
    store.set(location.selectCityAtom, 'Navi Mumbai');
    expect(document.cookie).toContain('selectedCity=Navi%20Mumbai');
    expect(localStorage.getItem('selectedCity')).toBe('Navi Mumbai');
    store.set(location.selectCityAtom, null);
    expect(cookieCity(location)).toBeNull();
  });

  it('is a non-httpOnly, SameSite=Lax cookie for the whole site, Secure when asked', async () => {
    const { cityCookie } = await loadPage({});
    expect(cityCookie('Pune')).toBe('selectedCity=Pune; Path=/; Max-Age=34560000; SameSite=Lax');
    expect(cityCookie('Pune', { secure: true })).toMatch(/; Secure$/);
    expect(cityCookie(null)).toBe('selectedCity=; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('carries only a city name: anything else is no city', async () => {
    const { cityFromCookieHeader, validCity } = await loadPage({});
    expect(cityFromCookieHeader('a=1; selectedCity=New%20Delhi; b=2')).toBe('New Delhi');
    expect(cityFromCookieHeader('selectedCity=%3Cscript%3E')).toBeNull();
    expect(cityFromCookieHeader('selectedCity=%E0%A4')).toBeNull();
    expect(cityFromCookieHeader(undefined)).toBeNull();
    expect(validCity('x'.repeat(61))).toBeNull();
    expect(validCity('Thiruvananthapuram')).toBe('Thiruvananthapuram');
  });

  it("is set for a visitor who chose a city before it existed (the next page's server sees it)", async () => {
    const location = await loadPage({ stored: 'Pune' });
    expect(cookieCity(location)).toBe('Pune');
  });

  it('follows localStorage when the two disagree', async () => {
    const location = await loadPage({ cookie: 'Pune', stored: 'Jaipur' });
    expect(cookieCity(location)).toBe('Jaipur');
    expect(createStore().get(location.selectedCityAtom)).toBe('Jaipur');
  });

  it('alone (storage cleared or blocked) is still the visitor’s choice: kept, and stored again', async () => {
    const location = await loadPage({ cookie: 'Pune' });
    expect(cookieCity(location)).toBe('Pune');
    expect(localStorage.getItem('selectedCity')).toBe('Pune');
    expect(createStore().get(location.selectedCityAtom)).toBe('Pune');
  });
});

describe('the city on a server-rendered page', () => {
  function City({ module }: { module: LocationModule }) {
    return <span>{module.useSelectedCity() ?? 'Select City'}</span>;
  }

  /** The server's HTML for a request carrying `cookie`, then the browser hydrating it; the errors React reported. */
  async function serverThenBrowser({
    cookie,
    stored,
    renderedFor,
    serverCookie = cookie,
  }: {
    cookie?: string;
    stored?: string;
    renderedFor?: string | null;
    /** The cookie the document's request carried, when it is not today's. */
    serverCookie?: string;
  }) {
    const server = await loadPage({});
    const serverStore = createStore();
    if (serverCookie) serverStore.set(server.restoreServerCityAtom, serverCookie);
    const html = renderToString(
      <Provider store={serverStore}>
        <City module={server} />
      </Provider>,
    );
    const browser = await loadPage({ cookie, stored, renderedFor });
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
    const shown: string[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <Provider store={createStore()}>
          <City module={browser} />
        </Provider>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    shown.push(container.textContent ?? '');
    consoleError.mockRestore();
    return { html, shown, errors };
  }

  it('renders the cookie’s city on the server and hydrates with it, without a mismatch', async () => {
    const { html, shown, errors } = await serverThenBrowser({ cookie: 'Pune', stored: 'Pune' });
    expect(html).toContain('Pune');
    expect(shown).toEqual(['Pune']);
    expect(errors).toEqual([]);
  });

  it('hydrates a visitor from before the cookie with the server’s city, then shows the stored one', async () => {
    const { html, shown, errors } = await serverThenBrowser({ stored: 'Jaipur' });
    expect(html).toContain('Select City');
    expect(shown).toEqual(['Jaipur']);
    expect(errors).toEqual([]);
  });

  it('hydrates with the city the document says it was rendered for, even when the cookie changed since (back/forward cache)', async () => {
    // The server rendered 'Select City'; by the time this old document is shown again the cookie says Pune.
    const { html, shown, errors } = await serverThenBrowser({ serverCookie: '', cookie: 'Pune', stored: 'Pune', renderedFor: null });
    expect(html).toContain('Select City');
    expect(errors).toEqual([]);
    expect(shown).toEqual(['Pune']);
  });

  it('a cookie and a stored city that disagree: hydrates with the cookie’s (the server’s), then shows the stored one', async () => {
    const { html, shown, errors } = await serverThenBrowser({ cookie: 'Pune', stored: 'Jaipur' });
    expect(html).toContain('Pune');
    expect(errors).toEqual([]);
    expect(shown).toEqual(['Jaipur']);
  });
});
