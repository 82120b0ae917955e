// What the kit answers across frames (spec 2 §7.10), the same in the host workspace framed by a partner page and in
// the kit on a partner page: auth signs the learner in, font-size sets the GUI scale, game-connected toggles the
// game flag, graph-command drives the explore graph; a game frame that sent either is told what the graph does
// (game-events.ts). The channel (src/protocol/channel.ts) has let each message in.
import { FONT_SIZE_MESSAGE_MIN, setFontSize } from '../preferences/font-size.ts';
import type { Channel } from '../protocol/channel.ts';
import { recordEvent } from './events.ts';
import { createFrameGraph } from './frame-graph.ts';
import { gameConnected } from './game.ts';
import { tellGames } from './game-events.ts';
import { exploreActivity, exploreGraph } from './graph.ts';
import { searchWord } from './search.ts';
import { session } from './session.ts';

export interface FrameMessageOptions {
  /** After an auth message signed the learner in (the host leaves a guest-only page). */
  readonly onSignedIn?: () => void;
}

/** Serves the protocol's messages on this page through the channel; returns the stop. */
export function serveFrameMessages(channel: Channel, { onSignedIn }: FrameMessageOptions = {}): () => void {
  const graphCommand = createFrameGraph({
    graph: exploreGraph,
    searchWord,
    recordEvent: (verb, value) => void recordEvent(verb, value),
  });
  const games = tellGames({
    channel,
    graph: exploreGraph,
    activity: exploreActivity,
    replayProgress: async () => (await import('./thought-map.ts')).replay.signals.progress,
  });
  const stops = [
    channel.listen('auth', async (message) => {
      if (message.status !== 200 || !message.userToken || !message.refreshToken) return { signedIn: false };
      session.actions.storeTokens({ token: message.userToken, refreshToken: message.refreshToken });
      // Spec 2 §9.1: a partner page's message may set the font size down to 50.
      if (message.fontSize !== undefined) setFontSize(message.fontSize, FONT_SIZE_MESSAGE_MIN);
      // The learner's profile, which their events are recorded under; tokens the server refuses are cleared.
      const signedIn = (await session.actions.initAuth()) === 'signedIn';
      if (signedIn) onSignedIn?.();
      return { signedIn };
    }),
    channel.listen('font-size', (message) => ({ fontSize: setFontSize(message.fontSize, FONT_SIZE_MESSAGE_MIN) })),
    channel.listen('game-connected', (message, origin, source) => {
      games.hear(source, origin);
      gameConnected.value = message.connected ?? !gameConnected.value;
      return { connected: gameConnected.value };
    }),
    channel.listen('graph-command', (message, origin, source) => {
      games.hear(source, origin);
      return graphCommand(message, origin);
    }),
    games.stop,
  ];
  return () => stops.forEach((stop) => stop());
}
