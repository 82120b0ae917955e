/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { tokens } from '../../src/kit/api.ts';
import { session } from '../../src/kit/session.ts';
import { actUntil } from '../../src/testing/act-until.ts';
import { fakeLibraryServer } from '../../src/testing/fake-library-server.ts';
// The host app's messages, as host/app.tsx registers them.
import '../messages.ts';
import { UserMenu } from './UserMenu.tsx';

// React's act() in a browser test: it waits for effects and state updates to settle.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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
    await actUntil(button, 'the user button');
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
    const points = await actUntil(() => container.querySelector('.tj-user-points'), 'the points');
    await actUntil(() => !points.textContent?.includes('…'), 'the points fetch to end');
    expect(points.textContent).to.equal("ada's Points: –");
    expect(button()?.getAttribute('aria-expanded')).to.equal('true');
  });

  it("shows the learner's points total, fetched again each time the menu opens", async () => {
    const server = fakeLibraryServer({ points: 42 });
    try {
      await act(async () => button()?.click());
      await actUntil(() => container.querySelector('.tj-user-points strong')?.textContent === '42', 'the points');
      expect(container.querySelector('.tj-user-points')?.textContent).to.equal("ada's Points: 42");
      await act(async () => button()?.click());
      server.library.points = 57;
      await act(async () => button()?.click());
      await actUntil(() => container.querySelector('.tj-user-points strong')?.textContent === '57', 'the new points');
      expect(server.requests.filter((request) => request.path === '/points/u1')).to.have.length(2);
    } finally {
      server.restore();
    }
  });

  describe('export my data', () => {
    /** What the page downloaded: the file name and the text of the Blob behind its object URL. */
    interface Download {
      readonly name: string;
      readonly text: Promise<string>;
      readonly type: string;
    }
    let downloads: Download[];
    let exportRequests: URL[];
    let answer: (path: string) => Promise<Response>;
    const pageFetch = window.fetch;
    const createObjectURL = URL.createObjectURL.bind(URL);
    const anchorClick = HTMLAnchorElement.prototype.click;

    beforeEach(() => {
      downloads = [];
      exportRequests = [];
      const blobs = new Map<string, Blob>();
      URL.createObjectURL = (blob: Blob | MediaSource) => {
        const url = createObjectURL(blob);
        if (blob instanceof Blob) blobs.set(url, blob);
        return url;
      };
      // The link is clicked, as a learner's browser would take it; here it only records what would be saved.
      HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
        const blob = blobs.get(this.href);
        if (!blob || !this.isConnected) throw new Error(`a download link that is not a saved Blob: ${this.href}`);
        downloads.push({ name: this.download, text: blob.text(), type: blob.type });
      };
      window.fetch = async (input, init) => {
        const url = new URL(String(input instanceof Request ? input.url : input), location.href);
        if (!url.pathname.startsWith('/api/v1/query/')) return pageFetch(input, init);
        exportRequests.push(url);
        return answer(url.pathname.slice('/api/v1'.length));
      };
    });

    afterEach(() => {
      window.fetch = pageFetch;
      URL.createObjectURL = createObjectURL;
      HTMLAnchorElement.prototype.click = anchorClick;
    });

    const exportButton = (name: string) =>
      [...container.querySelectorAll<HTMLButtonElement>('.tj-user-menu button')].find(
        (candidate) => candidate.textContent === name,
      );
    const today = () => {
      const now = new Date();
      const two = (value: number) => String(value).padStart(2, '0');
      return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
    };

    it('offers the three downloads in a group named "Export my data"', async () => {
      await act(async () => button()?.click());
      const group = container.querySelector('[role="group"]');
      const label = group && document.getElementById(group.getAttribute('aria-labelledby') ?? '');
      expect(label?.textContent).to.equal('Export my data');
      const names = [...(group?.querySelectorAll('button') ?? [])].map((item) => item.textContent);
      expect(names).to.deep.equal(['Download as Markdown', 'Download as JSON', 'Download for MongoDB (mongoimport)']);
      expect(exportRequests).to.have.length(0);
    });

    it("downloads the Markdown export as thoughtkit-ada-<today>.md, busy until the server's answer", async () => {
      const markdown = '# Thoughtkit export of ada\n\n### Plants\n\n- [ ] water the plant\n';
      let send!: () => void;
      const sent = new Promise<void>((resolve) => (send = resolve));
      answer = async () => {
        await sent;
        return new Response(markdown, { headers: { 'content-type': 'text/markdown; charset=utf-8' } });
      };
      await act(async () => button()?.click());
      const markdownButton = await actUntil(() => exportButton('Download as Markdown'), 'the Markdown button');
      markdownButton.focus();
      await act(async () => markdownButton.click());

      await actUntil(() => exportRequests.length === 1, 'the export call');
      expect(exportRequests[0]?.pathname).to.equal('/api/v1/query/userMarkdown');
      expect(exportRequests[0]?.searchParams.get('actor')).to.equal('ada');
      expect(markdownButton.getAttribute('aria-busy')).to.equal('true');
      expect(markdownButton.disabled).to.equal(true);
      expect(exportButton('Download as JSON')?.disabled).to.equal(true);
      expect(downloads).to.have.length(0);

      await act(async () => send());
      await actUntil(() => downloads.length === 1 && !markdownButton.disabled, 'the download');
      expect(downloads[0]?.name).to.equal(`thoughtkit-ada-${today()}.md`);
      expect(downloads[0]?.type).to.equal('text/markdown;charset=utf-8');
      expect(await downloads[0]?.text).to.equal(markdown);
      expect(markdownButton.getAttribute('aria-busy')).to.equal('false');
      // The keyboard is where it was: on the button, which the wait had disabled.
      expect(document.activeElement).to.equal(markdownButton);
      expect(container.querySelector('[role="status"]')?.textContent).to.equal(
        `Downloaded thoughtkit-ada-${today()}.md.`,
      );
      expect(container.querySelector('[role="alert"]')?.textContent).to.equal('');
    });

    it('downloads the JSON export as thoughtkit-ada-<today>.json holding what the server answered', async () => {
      const exported = {
        username: 'ada',
        exportedAt: '2026-05-01T10:00:00.000Z',
        notes: [{ _id: 'n1', type: 'note', value: { noteTitle: 'Plants', note: '- [x] water the plant' } }],
        graphs: [],
        goals: [],
      };
      answer = async () => Response.json(exported);
      await act(async () => button()?.click());
      await act(async () => exportButton('Download as JSON')?.click());
      await actUntil(() => downloads.length === 1, 'the download');
      expect(exportRequests.map((url) => url.pathname)).to.deep.equal(['/api/v1/query/json']);
      expect(downloads[0]?.name).to.equal(`thoughtkit-ada-${today()}.json`);
      expect(JSON.parse(await downloads[0]!.text)).to.deep.equal(exported);
    });

    it('says what happened and what to do when the export fails, and lets the learner try again', async () => {
      answer = async () => new Response('Bad gateway', { status: 502 });
      await act(async () => button()?.click());
      await act(async () => exportButton('Download as Markdown')?.click());
      const alert = await actUntil(
        () => [...container.querySelectorAll('[role="alert"]')].find((item) => item.textContent),
        'the failure message',
      );
      expect(alert.textContent).to.equal(
        'Your data was not downloaded (It Looks like server is not Responding). Try again in a moment; if it ' +
          'keeps failing, log out, log in again and retry.',
      );
      expect(downloads).to.have.length(0);
      expect(exportButton('Download as Markdown')?.disabled).to.equal(false);

      // The server's own message when it refuses; then a retry that works clears the failure.
      answer = async () => Response.json({ message: 'You can only export your own notes.' }, { status: 403 });
      await act(async () => exportButton('Download as JSON')?.click());
      await actUntil(() => alert.textContent?.includes('You can only export your own notes.'), 'the refusal');
      answer = async () => new Response('# ok\n');
      await act(async () => exportButton('Download as Markdown')?.click());
      await actUntil(() => downloads.length === 1, 'the download');
      expect(alert.textContent).to.equal('');
    });
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
