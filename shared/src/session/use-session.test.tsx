import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createStore, Provider } from 'jotai';
import type * as SessionAtoms from './session-atoms';
import type * as SessionHooks from './use-session';
import type { SessionUser } from './session-types';

const asha: SessionUser = { id: 'u-asha', fullName: 'Asha Rao', mobileNumber: '9876500001', userType: 'Owner' };
const ravi: SessionUser = { id: 'u-ravi', fullName: 'Ravi Kumar', mobileNumber: '9876500002', userType: 'Dealer' };

interface Modules {
  atoms: typeof SessionAtoms;
  hooks: typeof SessionHooks;
}

/** The modules as a page loads them: after the document's markers and localStorage are there. */
async function loadPage({ renderedFor, stored }: { renderedFor?: SessionUser | null; stored?: SessionUser }): Promise<Modules> {
  vi.resetModules();
  document.head.innerHTML = '';
  if (renderedFor !== undefined) {
    document.head.innerHTML = `<meta name="carmarket-rendered-for" content='${JSON.stringify({ user: renderedFor, city: null })}'>`;
  }
  if (stored) {
    localStorage.setItem('token', `token-of-${stored.id}`);
    localStorage.setItem('user', JSON.stringify(stored));
  }
  return { atoms: await import('./session-atoms'), hooks: await import('./use-session') };
}

afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

function Header({ hooks }: { hooks: typeof SessionHooks }) {
  const user = hooks.useSessionUser();
  return <span>{user ? `Account settings of ${user.fullName}` : 'Login / Register'}</span>;
}

function Gate({ hooks }: { hooks: typeof SessionHooks }) {
  const status = hooks.useSessionStatus();
  return (
    <p>{status === 'unknown' ? 'Loading your account…' : status === 'signed-in' ? 'Profile Settings' : 'Sign in to see your account'}</p>
  );
}

/** The server's HTML for a request signed in as `server` (or not), then the browser hydrating it; what showed and what React reported. */
async function serverThenBrowser({ server, stored }: { server: SessionUser | null; stored?: SessionUser }) {
  const onServer = await loadPage({});
  const serverStore = createStore();
  if (server) serverStore.set(onServer.atoms.restoreServerSessionAtom, { token: 'server-token', user: server });
  const tree = (modules: Modules) => (
    <>
      <Header hooks={modules.hooks} />
      <Gate hooks={modules.hooks} />
    </>
  );
  const html = renderToString(<Provider store={serverStore}>{tree(onServer)}</Provider>);
  const browser = await loadPage({ renderedFor: server, stored });
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
  await act(async () => {
    hydrateRoot(container, <Provider store={createStore()}>{tree(browser)}</Provider>, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  consoleError.mockRestore();
  return { html, shown: container.textContent, errors, browser };
}

describe('the session on a server-rendered page', () => {
  it('a visitor the server could not identify gets a neutral private page, never the sign-in panel', async () => {
    const { html } = await serverThenBrowser({ server: null });
    expect(html).toContain('Login / Register');
    expect(html).toContain('Loading your account…');
    expect(html).not.toContain('Sign in to see your account');
  });

  it('signed in by localStorage only: hydrates signed out without a mismatch, then shows the stored user', async () => {
    const { shown, errors } = await serverThenBrowser({ server: null, stored: asha });
    expect(errors).toEqual([]);
    expect(shown).toBe('Account settings of Asha RaoProfile Settings');
  });

  it('a guest: hydrates, then asks to sign in', async () => {
    const { shown, errors } = await serverThenBrowser({ server: null });
    expect(errors).toEqual([]);
    expect(shown).toBe('Login / RegisterSign in to see your account');
  });

  it('the same user: hydrates with the server’s fresher copy, which replaces the stored one', async () => {
    const renamed = { ...asha, fullName: 'Asha R. Verma' };
    const { shown, errors } = await serverThenBrowser({ server: renamed, stored: asha });
    expect(errors).toEqual([]);
    expect(shown).toBe('Account settings of Asha R. VermaProfile Settings');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(renamed);
    expect(localStorage.getItem('token')).toBe('token-of-u-asha');
  });

  it('a page rendered for another user hydrates as rendered, then shows the browser’s own user', async () => {
    const { shown, errors } = await serverThenBrowser({ server: ravi, stored: asha });
    expect(errors).toEqual([]);
    expect(shown).toBe('Account settings of Asha RaoProfile Settings');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(asha);
  });
});

describe('startingSession', () => {
  it('keeps the stored session when the server rendered nobody or someone else', async () => {
    const { atoms } = await loadPage({});
    const stored = { token: 't', user: asha };
    expect(atoms.startingSession(stored, null)).toBe(stored);
    expect(atoms.startingSession(stored, { user: null, city: null })).toBe(stored);
    expect(atoms.startingSession(stored, { user: ravi, city: null })).toBe(stored);
    expect(atoms.startingSession(null, { user: ravi, city: null })).toBeNull();
  });
});
