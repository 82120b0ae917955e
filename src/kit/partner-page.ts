// The kit on a partner page answers the protocol's messages, sent by the page itself or by its frames (a game), from
// the origins its server allows; a learner signed in earlier is restored. Loaded by the kit's loader as a chunk of its
// own.
import { createChannel } from '../protocol/channel.ts';
import { serveFrameMessages } from './frame-messages.ts';
import { loadPartnerPolicy } from './partner-policy.ts';
import { session } from './session.ts';

/** What the page hears when a learner is signed in (a school's sign-in dialog closes on it). */
export const SIGNED_IN_EVENT = 'tj-signed-in';

export async function servePartnerPage(): Promise<() => void> {
  const saySignedIn = () => document.dispatchEvent(new CustomEvent(SIGNED_IN_EVENT));
  // No router loads the learner's profile here as the host's guards do; their events need it. A learner who signed
  // in on an earlier visit is signed in again, and the page hears of it as of a new sign-in.
  session.actions
    .initAuth()
    .then((state) => {
      if (state === 'signedIn') saySignedIn();
    })
    .catch((error: unknown) => console.warn('[tj-kit] could not load the learner', error));
  return serveFrameMessages(createChannel(await loadPartnerPolicy()), { onSignedIn: saySignedIn });
}
