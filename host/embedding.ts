// The host inside a partner page's frame (spec 1 §1: "an embedding school site that receives login results and
// sends messages back"). Everything here goes through src/protocol, loaded only when the host is framed.
import type { Tokens } from '../src/contract/user.ts';
import type { Channel } from '../src/protocol/channel.ts';
import { createOriginPolicy, embeddingOrigin } from '../src/protocol/origins.ts';
import { fontSize } from '../src/preferences/font-size.ts';
import { serveFrameMessages } from '../src/kit/frame-messages.ts';
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
 * Messages the embedding page and its frames may send (spec 2 §7.10), served as the kit serves them on a partner page
 * (src/kit/frame-messages.ts). `onSignedIn` lets the host leave a guest-only page after an auth message.
 */
export function listenToEmbeddingPage(onSignedIn: () => void): () => void {
  if (!isEmbedded()) return () => undefined;
  let stop: (() => void) | undefined;
  let stopped = false;
  void embeddingChannel().then((channel) => {
    if (!stopped) stop = serveFrameMessages(channel, { onSignedIn });
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
