// The host inside a partner page's frame (spec 1 §1: "an embedding school site that receives login results and
// sends messages back"). Everything here goes through src/protocol, loaded only when the host is framed.
import type { Tokens } from '../src/contract/user.ts';
import type { Channel } from '../src/protocol/channel.ts';
import { createOriginPolicy, embeddingOrigin } from '../src/protocol/origins.ts';
import { fontSize, setFontSize } from '../src/preferences/font-size.ts';
import { session } from '../src/kit/session.ts';
import { loadHostConfig } from './host-config.ts';

export function isEmbedded(): boolean {
  return window.parent !== window;
}

let opening: Promise<Channel> | null = null;

/** The channel to the embedding page, its allow-list from the server's settings (PARTNER_ORIGINS). */
function embeddingChannel(): Promise<Channel> {
  opening ??= Promise.all([loadHostConfig(), import('../src/protocol/channel.ts')]).then(([config, protocol]) =>
    protocol.createChannel(createOriginPolicy(config.partnerOrigins)),
  );
  return opening;
}

function parentOrigin(): string | null {
  return embeddingOrigin({ ancestorOrigins: window.location.ancestorOrigins, referrer: document.referrer });
}

/**
 * Posts the login result to the embedding page (spec 2 §7.1 login), if there is one and its origin is on the
 * allow-list; otherwise posts nothing. Never fails the sign-in it reports.
 */
export async function postAuthResult(tokens: Tokens): Promise<void> {
  if (!isEmbedded()) return;
  try {
    const channel = await embeddingChannel();
    await channel.post(window.parent, parentOrigin(), 'auth', {
      status: 200,
      userToken: tokens.token,
      refreshToken: tokens.refreshToken,
      fontSize: fontSize.value,
    });
  } catch (error) {
    console.warn('[tj protocol] the login result could not be posted to the embedding page', error);
  }
}

/**
 * Messages the embedding page may send (spec 2 §7.10): an auth message with status 200 stores the tokens and the
 * font size; a font-size message sets the GUI scale. `onSignedIn` lets the host leave a guest-only page.
 */
export function listenToEmbeddingPage(onSignedIn: () => void): () => void {
  if (!isEmbedded()) return () => undefined;
  let stops: Array<() => void> = [];
  let stopped = false;
  void embeddingChannel().then((channel) => {
    if (stopped) return;
    stops = [
      channel.listen('auth', (message) => {
        if (message.status !== 200 || !message.userToken || !message.refreshToken) return;
        session.actions.storeTokens({ token: message.userToken, refreshToken: message.refreshToken });
        if (message.fontSize !== undefined) setFontSize(message.fontSize);
        onSignedIn();
      }),
      channel.listen('font-size', (message) => setFontSize(message.fontSize)),
    ];
  });
  return () => {
    stopped = true;
    stops.forEach((stop) => stop());
  };
}
