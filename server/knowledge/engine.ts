// The knowledge engine's one entry point for the routes: open it once with the data folder, then ask.
// Every answer is plain typed data; an unknown word answers found: false with suggestions, never an error.
import { compareWords, type Comparison } from './compare.ts';
import { describe, type Description, type ExploreDescriptionMode } from './description.ts';
import { dictionaryEntry, type DictionaryEntry } from './dictionary.ts';
import { dimension, type DimensionInput, type DimensionOptions, type DimensionResult } from './dimension.ts';
import { entityCluster, type DendrogramOptions, type EntityCluster } from './dendrogram.ts';
import { recognizeEntities, type EntitiesResult, type EntityOptions } from './entities.ts';
import { explore, exploreLinks, type ExploreLinks, type ExploreResult } from './explore.ts';
import { wordGraph, type GraphOptions, type KnowledgeGraph } from './graph.ts';
import { openIndex, type OpenIndexOptions } from './index-cache.ts';
import type { KnowledgeIndex } from './knowledge-index.ts';
import { lookup, type Lookup } from './lookup.ts';
import { snippet, type Snippet, type SnippetOptions } from './snippet.ts';
import type { KnowledgeLabels } from './labels.ts';
import { createSpeller, type SpellResult, type Speller } from './spell.ts';
import { suggest, type Suggestion } from './suggest.ts';
import { wikidataCard, type WikidataCard, type WikidataOptions } from './wikidata-card.ts';

export interface KnowledgeEngineInfo {
  synsets: number;
  words: number;
  /** "cache": loaded from `<dataDir>/knowledge/`; "built": parsed from the WordNet files at this start. */
  source: 'cache' | 'built';
  cacheFile: string;
  /** Time to open the index. */
  milliseconds: number;
}

export interface KnowledgeEngine {
  readonly info: KnowledgeEngineInfo;
  /** The index itself, for callers that need more than the answers below. */
  readonly index: KnowledgeIndex;
  lookup(query: string): Lookup;
  /** POST /explore; `labels` name the relations (English unless given). */
  explore(query: string, labels?: KnowledgeLabels): ExploreResult;
  /** POST /explore/links */
  links(query: string, limit?: number, labels?: KnowledgeLabels): ExploreLinks;
  /** POST /explore/description */
  description(query: string, mode?: ExploreDescriptionMode): Description;
  /** POST /explore/eric */
  entities(searchTerm: string, options?: EntityOptions): EntitiesResult;
  /** POST /dimension */
  dimension(nodeList: readonly DimensionInput[], options?: DimensionOptions): DimensionResult;
  /** POST /custom/wikidata (WordNet's facts; images and videos are the providers'). */
  wikidataCard(word: string, options?: WikidataOptions): WikidataCard;
  /** GET /custom/snippet */
  snippet(word: string, options?: SnippetOptions): Snippet;
  /** GET /custom/entity-cluster */
  entityCluster(word: string, options?: DendrogramOptions): EntityCluster;
  /** GET /custom/dictionary-api */
  dictionary(word: string): DictionaryEntry;
  /** GET /custom/compare: two words side by side, their shared ancestors and the path between them. */
  compare(first: string, second: string): Comparison;
  /** The force graph of a word (explore range 8 unless the learner's setting says otherwise). */
  graph(word: string, options?: GraphOptions): KnowledgeGraph;
  /** Navbar and quick-search suggestions. */
  suggest(text: string, limit?: number): Suggestion[];
  /** "Did you mean"; the English dictionary loads on first use. */
  spell(query: string): Promise<SpellResult>;
}

export type OpenKnowledgeOptions = OpenIndexOptions;

export async function openKnowledge(options: OpenKnowledgeOptions): Promise<KnowledgeEngine> {
  const opened = await openIndex(options);
  return engineOf(opened.index, {
    synsets: opened.index.synsetCount,
    words: opened.index.keyCount,
    source: opened.source,
    cacheFile: opened.file,
    milliseconds: opened.milliseconds,
  });
}

export function engineOf(index: KnowledgeIndex, info: KnowledgeEngineInfo): KnowledgeEngine {
  let speller: Promise<Speller> | undefined;
  return {
    info,
    index,
    lookup: (query) => lookup(index, query),
    explore: (query, labels) => explore(index, query, labels),
    links: (query, limit, labels) => exploreLinks(index, query, limit, labels),
    description: (query, mode) => describe(index, query, mode),
    entities: (searchTerm, options) => recognizeEntities(index, searchTerm, options),
    dimension: (nodeList, options) => dimension(index, nodeList, options),
    wikidataCard: (word, options) => wikidataCard(index, word, options),
    snippet: (word, options) => snippet(index, word, options),
    entityCluster: (word, options) => entityCluster(index, word, options),
    dictionary: (word) => dictionaryEntry(index, word),
    compare: (first, second) => compareWords(index, first, second),
    graph: (word, options) => wordGraph(index, word, options),
    suggest: (text, limit) => suggest(index, text, limit),
    async spell(query) {
      // A failed load is not cached, so a later call tries again.
      speller ??= createSpeller(index).catch((error: unknown) => {
        speller = undefined;
        throw error;
      });
      return (await speller).check(query);
    },
  };
}
