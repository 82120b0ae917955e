// The script a game frame on a partner page imports (dist/kit/tj-game.js): `connectToKit()` gives it the messages
// that drive the embedding page's graph widgets (src/kit/game-client.ts).
import '../src/contract/zod-jitless.ts';
export { connectToKit, type KitConnection } from '../src/kit/game-client.ts';
