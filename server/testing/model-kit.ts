// Test support (not a test): what the AI areas' tests share. Eddie's question as the kit sends it, and the areas
// under test answering with a language model: a scripted model server (model-server.ts) behind them.
import type { ApiArea } from '../api.ts';
import type { AiSettings } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { StoreUnderTest } from './stores.ts';
import { openLibraryKit, type Learner, type LibraryKit } from './library-kit.ts';
import { startModelServer, type ModelServer } from './model-server.ts';

/** The body of POST /eddie as the kit sends it: the spec's default model name, 300 words, streamed. */
export const ask = (prompt: string, extra: Record<string, unknown> = {}) => ({
  model: 'text-davinci-003',
  maxWords: 300,
  prompt,
  stream: true,
  ...extra,
});

export interface ModelKit {
  kit: LibraryKit;
  /** A learner signed in to ask. */
  ada: Learner;
  /** Nothing scripted yet: each test says what the model answers. */
  model: ModelServer;
}

/** The areas under test, given the settings of the model server behind them. */
export type ModelAreas = (deps: { db: Database }, ai: AiSettings) => ApiArea[];

/**
 * A scripted model server and the areas under test answering with it: its address, with llama3.2 as the model unless
 * the settings name another. Closed with closeModelKit.
 */
export async function openModelKit(
  store: StoreUnderTest,
  areas: ModelAreas,
  settings: Partial<Omit<AiSettings, 'baseUrl'>> = {},
): Promise<ModelKit> {
  const model = await startModelServer({ pieces: [] });
  const ai = { baseUrl: model.baseUrl, model: 'llama3.2', ...settings };
  const kit = await openLibraryKit(store, (deps) => areas(deps, ai));
  return { kit, ada: await kit.learner('ada'), model };
}

export async function closeModelKit({ kit, model }: Pick<ModelKit, 'kit' | 'model'>): Promise<void> {
  await kit.close();
  await model.close();
}
