// POST /explore/description (spec 2 §7.9) in the five explore description modes of spec 1 §3:
//   Default    — the first sense of each part of speech, as sentences;
//   Detailed   — a summary of the main sense, then every sense with its synonyms and examples;
//   Marked Up  — the detailed text with its terms marked (related terms, named entities, compound terms);
//   Entities   — the named entities the description mentions and the instances the word is tied to;
//   Sentences  — the detailed text as sentences, in chunks of at most 200 words (spec 2 §9.1).
import type { ExploreDescriptionMode } from '../../src/contract/description-modes.ts';
import { entityOf, type Entity } from './entities.ts';
import type { KnowledgeIndex } from './knowledge-index.ts';
import { labelInLookup, lookup, sensesByPartOfSpeech, type Lookup } from './lookup.ts';
import { recognizeTerms } from './recognize.ts';
import { describeSynset, definitionSentence } from './snippet.ts';
import { suggest, type Suggestion } from './suggest.ts';
import { chunkText, splitSentences, WORDS_PER_CHUNK } from './text.ts';

export type { ExploreDescriptionMode };

interface DescriptionBase {
  query: string;
  found: boolean;
  term: string;
  /** The description as plain text. */
  text: string;
  suggestions: Suggestion[];
}

/** A marked term of the Marked Up text: text.slice(start, end). */
export interface Mark {
  start: number;
  end: number;
  text: string;
  synsetId: string;
  /** related: linked to the word by a WordNet relation; entity: a named thing; term: a compound term WordNet knows. */
  kind: 'related' | 'entity' | 'term';
}

export type Description =
  | (DescriptionBase & { mode: 'Default' })
  | (DescriptionBase & { mode: 'Detailed' })
  | (DescriptionBase & {
      mode: 'Marked Up';
      marks: Mark[];
      /** The text with each mark in **bold**. */ markdown: string;
    })
  | (DescriptionBase & { mode: 'Entities'; entities: Entity[] })
  | (DescriptionBase & { mode: 'Sentences'; sentences: string[]; /** ≤ 200 words each. */ chunks: string[] });

/** Senses listed per part of speech in the detailed text; the rest are counted, not listed. */
const MAX_SENSES_PER_POS = 12;

export function describe(index: KnowledgeIndex, query: string, mode: ExploreDescriptionMode = 'Default'): Description {
  const found = lookup(index, query);
  if (!found.found) {
    const base = { query, found: false, term: query, text: '', suggestions: suggest(index, query, 5) };
    switch (mode) {
      case 'Marked Up':
        return { ...base, mode, marks: [], markdown: '' };
      case 'Entities':
        return { ...base, mode, entities: [] };
      case 'Sentences':
        return { ...base, mode, sentences: [], chunks: [] };
      default:
        return { ...base, mode };
    }
  }
  const term = found.matches[0]?.form ?? query;
  const base = { query, found: true, term, suggestions: [] };
  switch (mode) {
    case 'Default':
      return { ...base, mode, text: defaultText(index, found) };
    case 'Detailed':
      return { ...base, mode, text: detailedText(index, found) };
    case 'Marked Up': {
      const text = detailedText(index, found);
      const marks = markTerms(index, found, text);
      return { ...base, mode, text, marks, markdown: toMarkdown(text, marks) };
    }
    case 'Entities': {
      const text = detailedText(index, found);
      return { ...base, mode, text, entities: entitiesOf(index, found, text) };
    }
    case 'Sentences': {
      const text = detailedText(index, found);
      return { ...base, mode, text, sentences: splitSentences(text), chunks: chunkText(text, WORDS_PER_CHUNK) };
    }
  }
}

function defaultText(index: KnowledgeIndex, found: Lookup): string {
  const sentences: string[] = [];
  for (const [, senses] of sensesByPartOfSpeech(index, found.senses)) {
    const first = senses[0];
    if (first !== undefined) sentences.push(definitionSentence(index, first, labelInLookup(index, found, first)));
  }
  return sentences.join(' ');
}

const partOfSpeechTitle = {
  noun: 'As a noun',
  verb: 'As a verb',
  adjective: 'As an adjective',
  adverb: 'As an adverb',
};

function detailedText(index: KnowledgeIndex, found: Lookup): string {
  const main = found.senses[0] ?? 0;
  const paragraphs = [describeSynset(index, main, labelInLookup(index, found, main)).join(' ')];
  const keys = found.matches.map((match) => match.key);
  for (const [partOfSpeech, senses] of sensesByPartOfSpeech(index, found.senses)) {
    const lines = [`${partOfSpeechTitle[partOfSpeech as keyof typeof partOfSpeechTitle]}:`];
    senses.slice(0, MAX_SENSES_PER_POS).forEach((synset, at) => {
      const { definition, examples } = index.gloss(synset);
      const synonyms = index.words(synset).filter((word) => !keys.includes(word.toLowerCase()));
      let line = `${at + 1}. ${capitalizeFirst(definition.replace(/[.;\s]+$/, ''))}.`;
      if (synonyms.length > 0) line += ` Also called ${synonyms.slice(0, 4).join(', ')}.`;
      if (examples[0] !== undefined) line += ` For example: "${examples[0]}".`;
      lines.push(line);
    });
    if (senses.length > MAX_SENSES_PER_POS) lines.push(`(${senses.length - MAX_SENSES_PER_POS} more senses.)`);
    paragraphs.push(lines.join('\n'));
  }
  return paragraphs.join('\n\n');
}

const capitalizeFirst = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Synsets one relation away from any sense of the word, and the senses themselves. */
function relatedSynsets(index: KnowledgeIndex, found: Lookup): Set<number> {
  const related = new Set<number>(found.senses);
  for (const synset of found.senses) for (const pointer of index.pointers(synset)) related.add(pointer.target);
  return related;
}

/**
 * Terms of the text worth a link: those one relation away from the word, named entities, and compound terms
 * ("Greek mythology"). Single common words ("called", "largest") are left unmarked: marking every word WordNet
 * knows would mark nearly all of them.
 */
function markTerms(index: KnowledgeIndex, found: Lookup, text: string): Mark[] {
  const related = relatedSynsets(index, found);
  const own = new Set(found.matches.map((match) => match.key));
  const marks: Mark[] = [];
  for (const term of recognizeTerms(index, text, { caseSensitiveNames: true })) {
    if (own.has(term.key)) continue;
    const linked = term.senses.find((synset) => related.has(synset));
    const entity = entityOf(index, term);
    const kind = linked !== undefined ? 'related' : entity.named ? 'entity' : term.key.includes(' ') ? 'term' : null;
    if (kind === null) continue;
    const synsetId = linked !== undefined ? index.id(linked) : entity.synsetId;
    marks.push({ start: term.start, end: term.end, text: term.text, synsetId, kind });
  }
  return marks;
}

function toMarkdown(text: string, marks: readonly Mark[]): string {
  let markdown = '';
  let at = 0;
  for (const mark of marks) {
    markdown += `${text.slice(at, mark.start)}**${text.slice(mark.start, mark.end)}**`;
    at = mark.end;
  }
  return markdown + text.slice(at);
}

/**
 * Named entities in the description, then the classes and instances the word's senses are tied to; each name once
 * (Paris the city, not Paris the city and Paris the prince of Troy), the first kept.
 */
function entitiesOf(index: KnowledgeIndex, found: Lookup, text: string): Entity[] {
  const entities: Entity[] = [];
  const seen = new Set<string>();
  const add = (entity: Entity) => {
    const name = entity.term.toLowerCase();
    if (seen.has(entity.synsetId) || seen.has(name)) return;
    seen.add(entity.synsetId);
    seen.add(name);
    entities.push(entity);
  };
  for (const term of recognizeTerms(index, text, { caseSensitiveNames: true })) {
    if (term.named) add(entityOf(index, term));
  }
  for (const synset of found.senses.slice(0, 3)) {
    const instances = [synset, ...index.targets(synset, 'instanceHyponym').slice(0, 8)].filter((s) =>
      index.isInstance(s),
    );
    for (const instance of instances) {
      const label = index.label(instance);
      const k = index.findKey(label.toLowerCase());
      add(
        entityOf(index, {
          text: label,
          start: -1,
          end: -1,
          k,
          key: label.toLowerCase(),
          senses: [instance],
          named: true,
        }),
      );
    }
  }
  return entities;
}
