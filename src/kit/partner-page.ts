// The kit on a partner page answers the protocol's messages, sent by the page itself or by its frames (a game), from
// the origins its server allows; a learner signed in earlier is restored. Loaded by the kit's loader as a chunk of its
// own.
import { createChannel } from '../protocol/channel.ts';
import { serveFrameMessages } from './frame-messages.ts';
import { loadPartnerPolicy } from './partner-policy.ts';
import { session } from './session.ts';

export async function servePartnerPage(): Promise<() => void> {
  // No router loads the learner's profile here as the host's guards do; their events need it.
  session.actions.initAuth().catch((error: unknown) => console.warn('[tj-kit] could not load the learner', error));
  return serveFrameMessages(createChannel(await loadPartnerPolicy()));
}
