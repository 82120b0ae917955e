/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { setLocale } from '../../src/preferences/locale.ts';
import { session } from '../../src/kit/session.ts';
import { actUntil } from '../../src/testing/act-until.ts';
import { signInWithRoles } from '../../src/testing/sign-in-with-roles.ts';
// The host app's messages, as host/app.tsx registers them.
import '../messages.ts';
import { RealtimeStatus } from './RealtimeStatus.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A socket whose server cannot be reached: it closes at once, as a browser's does (1006). */
class UnreachableSocket {
  onopen = null;
  onmessage = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor() {
    setTimeout(() => this.onclose?.({ code: 1006 }));
  }
  send() {}
  close() {}
}

describe('RealtimeStatus', () => {
  let container: HTMLDivElement;
  let root: Root;
  const region = () => container.querySelector('[role="status"]');
  const PageSocket = window.WebSocket;

  beforeEach(async () => {
    window.WebSocket = UnreachableSocket as unknown as typeof WebSocket;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root.render(<RealtimeStatus />));
  });

  afterEach(async () => {
    act(() => root.unmount());
    container.remove();
    await session.actions.logout();
    await setLocale('en');
    window.WebSocket = PageSocket;
  });

  it('is an empty live region while nobody is signed in', () => {
    expect(region()).not.to.equal(null);
    expect(region()?.textContent).to.equal('');
  });

  it('says live updates are paused, in the learner’s language, while the socket is down', async () => {
    await setLocale('de');
    // The server cannot be reached: the socket drops, and the page waits to try again.
    await signInWithRoles([]);
    await actUntil(() => region()?.textContent !== '', 'the paused message');
    expect(region()?.textContent).to.equal(
      'Live-Aktualisierungen von deinen anderen Geräten sind pausiert. Verbindung wird wiederhergestellt …',
    );

    await act(() => session.actions.logout());
    expect(region()?.textContent).to.equal('');
  });
});
