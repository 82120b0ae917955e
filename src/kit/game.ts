// The page's game-connected flag (spec 1 §4): a game frame's game-connected message sets or toggles it, and the
// widgets a game drives (Graph Explore) say so.
import { signal } from '@preact/signals-core';

export const gameConnected = signal(false, { name: 'game.connected' });
