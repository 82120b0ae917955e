// Retrieval quality on the demo brain's documents (server/seed/demo-brain): for each question, the passage that
// answers it ranks first among 24 passages of five documents, by full-text search alone and fused with embeddings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storesUnderTest } from '../testing/stores.ts';
import { openLibraryKit, type Learner, type LibraryKit } from '../testing/library-kit.ts';
import { brainStore, type BrainStore } from './brains.ts';
import { openAiEmbedder } from './embeddings.ts';
import { startModelServer, type ModelServer } from '../testing/model-server.ts';
import { trainDemoBrain } from '../testing/grounded-questions.ts';

/** Each question, and the heading of the passage that answers it. */
const QUESTIONS: [string, string][] = [
  ['How do plants turn sunlight into food?', 'Photosynthesis'],
  ['Where in the cell is energy released from glucose?', 'Cellular respiration'],
  ['What happens to the chromosomes when a cell divides?', 'Mitosis'],
  ['Which bases pair together in DNA?', 'DNA'],
  ['Why does a high fever stop enzymes from working?', 'Enzymes'],
  ['How does a vaccine train the immune system?', 'The immune system'],
  ['Why do we see the Moon change from a crescent to a full moon?', 'Phases of the Moon'],
  ['What causes high and low tides in the oceans?', 'Tides'],
  ["When can you see the Sun's corona?", 'Solar eclipses'],
  ['Why is Mars red?', 'Mars'],
  ['Which planet is the largest, and what is its Great Red Spot?', 'Jupiter'],
  ['Why does Earth have summer and winter?', 'Seasons'],
  ['Who built the first printing press with movable type?', 'The printing press'],
  ['Where did the Industrial Revolution start, and what did steam engines power?', 'The Industrial Revolution'],
  ['How did Roman aqueducts move water without pumps?', 'Roman aqueducts'],
  ['What goods did merchants trade along the Silk Road?', 'The Silk Road'],
  ['What event of 1789 became the symbol of the French Revolution?', 'The French Revolution'],
  ['What is precipitation in the water cycle?', 'The water cycle'],
  ['Why does ice melt into liquid water when it is heated?', 'States of matter'],
  ['Is vinegar an acid or a base on the pH scale?', 'Acids and bases'],
  ['Why do all the bulbs go out in a series circuit when one breaks?', 'Electric circuits'],
  ['Why does a compass needle point north?', 'Magnetism'],
  ['Can sound travel through the vacuum of space?', 'Sound'],
  ['How many books may students borrow?', 'The school library'],
];

const headingOf = (text: string) => /^#\s+(.+)$/m.exec(text)?.[1];

describe.each(storesUnderTest())('Retrieval quality on $kind', (store) => {
  let kit: LibraryKit;
  let model: ModelServer;
  let ada: Learner;
  let bob: Learner;
  let brains: { words: BrainStore; hybrid: BrainStore };
  let ids: { words: string; hybrid: string };
  beforeAll(async () => {
    kit = await openLibraryKit(store, () => []);
    model = await startModelServer({ pieces: [] });
    ada = await kit.learner('ada');
    bob = await kit.learner('bob');
    const embedder = openAiEmbedder({ baseUrl: model.baseUrl, model: 'llama3.2', embeddingsModel: 'nomic-embed-text' });
    brains = { words: brainStore(kit.db), hybrid: brainStore(kit.db, embedder) };
    ids = { words: await trainDemoBrain(brains.words, ada), hybrid: await trainDemoBrain(brains.hybrid, bob) };
  }, 60_000);
  afterAll(async () => {
    await kit.close();
    await model.close();
  });

  it('the corpus is what the questions are about: one passage per heading', async () => {
    const [row] = await kit.db.query<{ count: number }>(
      'select count(*)::int as count from brain_chunks where brain = $1',
      [ids.words],
    );
    expect(row?.count).toBe(QUESTIONS.length);
  });

  it.each(['words', 'hybrid'] as const)('ranks the answering passage first for each question (%s)', async (kind) => {
    const learner = kind === 'words' ? ada : bob;
    const misses: string[] = [];
    for (const [question, heading] of QUESTIONS) {
      const [first] = await brains[kind].search(learner, [ids[kind]], question);
      if (headingOf(first?.text ?? '') !== heading) misses.push(`${question} → ${headingOf(first?.text ?? '')}`);
    }
    expect(misses).toEqual([]);
  });
});
