/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { tokens } from '../../src/kit/api.ts';
import { session } from '../../src/kit/session.ts';
import { fakeLibraryServer } from '../../src/testing/fake-library-server.ts';
// The host app's messages, as host/app.tsx registers them.
import '../messages.ts';
import { UserMenu } from './UserMenu.tsx';

// React's act() in a browser test: it waits for effects and state updates to settle.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(find: () => T | null | undefined, what: string): Promise<T> {
  for (let waited = 0; waited < 3000; waited += 20) {
    const found = find();
    if (found) return found;
    await act(() => pause(20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('UserMenu', () => {
  let container: HTMLDivElement;
  let root: Root;

  beforeEach(async () => {
    // The page's session signs in as the app does: tokens, then the profile from GET /auth/me. Nothing else is
    // answered, so the points fetch fails.
    const profile = {
      id: 'u1',
      username: 'ada',
      email: 'ada@example.org',
      roles: ['SignalSchool', 'User'],
      profileImage: { Location: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
    };
    const pageFetch = window.fetch;
    window.fetch = async (input, init) =>
      String(input).endsWith('/api/v1/auth/me') ? Response.json(profile) : pageFetch(input, init);
    try {
      session.actions.storeTokens({ token: 'aaa.bbb.ccc', refreshToken: 'refresh-0123456789abcdef' });
      await session.actions.initAuth();
    } finally {
      window.fetch = pageFetch;
    }
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    const router = createMemoryRouter([{ path: '/', element: <UserMenu /> }]);
    await act(async () => root.render(<RouterProvider router={router} />));
    await until(button, 'the user button');
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    // Signing out without asking the server: the session forgets the profile with the tokens.
    tokens.clear();
  });

  const button = () => container.querySelector<HTMLButtonElement>('button[aria-expanded]');

  it('shows the profile image, and the roles as badges in the menu', async () => {
    expect(container.querySelector('img')?.getAttribute('src')).to.equal('data:image/gif;base64,R0lGODlhAQABAAAAACw=');
    await act(async () => button()?.click());
    const badges = [...container.querySelectorAll('.tj-role-badge')].map((badge) => badge.textContent);
    expect(badges).to.deep.equal(['SignalSchool', 'User']);
    expect(container.querySelector('ul')?.getAttribute('aria-label')).to.equal('Roles');
  });

  it('ignores a failed points fetch: the count shows as unknown, the menu stays usable', async () => {
    // The test server has no API: GET /api/v1/points/u1 fails.
    await act(async () => button()?.click());
    const points = await until(() => container.querySelector('.tj-user-points'), 'the points');
    await until(() => !points.textContent?.includes('…'), 'the points fetch to end');
    expect(points.textContent).to.equal("ada's Points: –");
    expect(button()?.getAttribute('aria-expanded')).to.equal('true');
  });

  it("shows the learner's points total, fetched again each time the menu opens", async () => {
    const server = fakeLibraryServer({ points: 42 });
    try {
      await act(async () => button()?.click());
      await until(() => container.querySelector('.tj-user-points strong')?.textContent === '42', 'the points');
      expect(container.querySelector('.tj-user-points')?.textContent).to.equal("ada's Points: 42");
      await act(async () => button()?.click());
      server.library.points = 57;
      await act(async () => button()?.click());
      await until(() => container.querySelector('.tj-user-points strong')?.textContent === '57', 'the new points');
      expect(server.requests.filter((request) => request.path === '/points/u1')).to.have.length(2);
    } finally {
      server.restore();
    }
  });

  it('closes on Escape and gives focus back to its button', async () => {
    await act(async () => button()?.click());
    const menu = container.querySelector('.tj-user-menu');
    expect(menu).to.not.equal(null);
    await act(async () => menu?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(container.querySelector('.tj-user-menu')).to.equal(null);
    expect(document.activeElement).to.equal(button());
  });
});
