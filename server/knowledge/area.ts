// The knowledge calls of spec 2 §7.9 (explore, links, description, eric, dimension, wikidata, dictionary, snippet,
// snippet graph, entity cluster) and the suggestion and spelling calls, answered by the offline knowledge engine.
// Anyone may call them; a signed-in learner's stored explore range shapes their graphs. Every answer says its
// text is English (WordNet's language), whatever language the learner reads: the widgets say so in theirs. The
// names of relations, relation groups and kinds of sense are in the learner's language (labels.ts).
import { KNOWLEDGE_LANGUAGE, type EncyclopediaSummary } from '../../src/contract/knowledge.ts';
import type { LocaleCode } from '../../src/contract/locales.ts';
import type { ApiArea } from '../api.ts';
import type { Queryable } from '../db/database.ts';
import type { Encyclopedia } from '../providers/index.ts';
import type { KnowledgeEngine } from './engine.ts';
import { exploreRangeFor } from './explore-range.ts';
import { knowledgeLabels } from './labels.ts';

export interface KnowledgeAreaDeps {
  engine: KnowledgeEngine;
  /**
   * Asked for the Wiki Data Card's summary and picture (server/providers: Wikipedia when connected, else it answers
   * `configured: false`). Without one, the card says the same.
   */
  encyclopedia?: Encyclopedia | undefined;
  /** Where the learners' stored explore range is read. */
  db: Queryable;
  /** Where an unexpected encyclopedia failure is noted for the operator (one line). */
  log?: (line: string) => void;
}

/** Suggestions per unknown dimension node, as the engine gives an unknown word elsewhere. */
const SUGGESTIONS_PER_UNKNOWN_NODE = 5;

const language: typeof KNOWLEDGE_LANGUAGE = KNOWLEDGE_LANGUAGE;

export function createKnowledgeArea({
  engine,
  encyclopedia,
  db,
  log = (line) => console.error(line),
}: KnowledgeAreaDeps): ApiArea {
  /**
   * The encyclopedia's summary. The provider bounds its own wait and answers `unavailable` when the service fails;
   * should it throw all the same, the card keeps WordNet's facts rather than failing with it.
   */
  async function summaryOf(word: string, lang: LocaleCode, request: AbortSignal): Promise<EncyclopediaSummary> {
    if (!encyclopedia) return { configured: false };
    try {
      return await encyclopedia.summary(word, lang, request);
    } catch (error) {
      // The learner searched again or left: nobody reads this answer.
      if (request.aborted) throw error;
      log(`[knowledge] the encyclopedia failed for "${word}": ${(error as Error).message}`);
      return { configured: true, found: false, unavailable: true };
    }
  }

  return (api) => {
    api.implement('explore.explore', async ({ body }, c) => ({
      ...engine.explore(body.query, knowledgeLabels(c.get('lang'))),
      language,
    }));

    api.implement('explore.links', async ({ body }, c) => ({
      ...engine.links(body.query, body.limit, knowledgeLabels(c.get('lang'))),
      language,
    }));

    api.implement('explore.description', async ({ body }) => ({
      ...engine.description(body.query, body.mode),
      language,
    }));

    api.implement('explore.eric', async ({ body }) => ({
      ...engine.entities(body.searchTerm),
      language,
    }));

    api.implement('dimension', async ({ body }) => {
      const answer = engine.dimension(body.nodeList, { attributes: body.pList });
      return {
        attributes: answer.attributes,
        nodes: answer.nodes.map((node) => ({
          ...node,
          suggestions: node.found ? [] : engine.suggest(node.node, SUGGESTIONS_PER_UNKNOWN_NODE),
        })),
        language,
      };
    });

    api.implement('custom.wikidata', async ({ body }, c) => {
      const card = engine.wikidataCard(body.word, body.synsetId ? { synsetId: body.synsetId } : {});
      if (!body.images) return { ...card, language };
      // The name as WordNet writes it ("paris" → "Paris") finds the article a lower-case query may miss.
      const summary = await summaryOf(card.found ? card.term : body.word, c.get('lang'), c.req.raw.signal);
      return { ...card, summary, language };
    });

    api.implement('custom.dictionary', async ({ query }) => ({
      ...engine.dictionary(query.word),
      language,
    }));

    api.implement('custom.snippet', async ({ query }) => ({
      ...engine.snippet(query.word, query.synsetId ? { synsetId: query.synsetId } : {}),
      language,
    }));

    api.implement('custom.snippetGraph', async ({ query, account }, c) => {
      const range = await exploreRangeFor(db, account, query.range);
      const labels = knowledgeLabels(c.get('lang'));
      const graph = engine.graph(query.word, {
        range,
        labels,
        ...(query.synsetId ? { synsetId: query.synsetId } : {}),
      });
      return { ...graph, range, language };
    });

    api.implement('custom.entityCluster', async ({ query, account }) => {
      // Kinds per node below the word: the explore range, as in the force graph.
      const range = await exploreRangeFor(db, account, undefined);
      const cluster = engine.entityCluster(query.word, {
        breadth: range,
        ...(query.synsetId ? { synsetId: query.synsetId } : {}),
      });
      return { ...cluster, range, language };
    });

    api.implement('custom.compare', async ({ query }) => ({
      ...engine.compare(query.first, query.second),
      language,
    }));

    api.implement('custom.suggest', async ({ query }) => ({
      text: query.text,
      suggestions: engine.suggest(query.text, query.limit),
      language,
    }));

    api.implement('custom.spell', async ({ query }) => {
      const spelling = await engine.spell(query.word);
      return { word: query.word, correct: spelling.correct, suggestions: spelling.suggestions, language };
    });
  };
}
