// A questionnaire for a subtopic, made offline from WordNet: which word a definition names, "is a kind of", "is part
// of", synonyms and odd-one-out. Questions are about the subtopic and its direct relations (./topic.ts) first; only
// when those run short do other kinds of its parent fill in. Distractors are relatives of the same depth (other kinds
// of the same parent first) about as familiar to a learner as the answer (../knowledge/familiarity.ts), so a wrong
// answer is plausible; each option is checked against the engine (./answers.ts) so that exactly one is right, in any
// sense of the words, and no question gives its answer away (./give-away.ts). Difficulty comes from how familiar the
// options are. The same subtopic and seed always give the same questionnaire: the server marks an assessment by
// generating it again.
import { randomLcg } from 'd3-random';
import {
  ASSESSMENT_QUESTIONS,
  OPTIONS_PER_QUESTION,
  type Difficulty,
  type Question,
  type QuestionKind,
  type Questionnaire,
  type SourceRelation,
} from '../../src/contract/assessments.ts';
import { KNOWLEDGE_LANGUAGE } from '../../src/contract/knowledge.ts';
import { familiarity } from '../knowledge/familiarity.ts';
import type { KnowledgeIndex } from '../knowledge/knowledge-index.ts';
import { isRight, sensesOf, sharesASense } from './answers.ts';
import { givesAway, hints } from './give-away.ts';
import { isOnTopic, topicAround } from './topic.ts';

/** A question with its key: the right option and the relation it comes from. Only the server sees these. */
export interface KeyedQuestion extends Question {
  answer: string;
  source: SourceRelation;
}

export interface KeyedQuestionnaire extends Omit<Questionnaire, 'questions'> {
  questions: KeyedQuestion[];
}

/**
 * How familiar the options are, as the mean of their Zipf values (../knowledge/familiarity.ts): at or above EASY they
 * are everyday words ("tree", "plant", "flower"); below MEDIUM a learner has rarely heard them.
 */
const EASY = 3.5;
const MEDIUM = 2;
/** Concepts drafted around the subtopic: of its relations, then, when they give too few, of its parent's kinds. */
const MAX_SUBJECTS = 40;
/** Broader terms above the subtopic that "<subtopic> is a kind of …" asks about. */
const ANCESTOR_LEVELS = 2;
/** Distractors within this many Zipf values of the answer's familiarity count as equally familiar. */
const FAMILIARITY_BAND = 0.5;
/** How far up distractors are looked for: siblings, then cousins, then second cousins. */
const RELATIVE_LEVELS = 3;
/** Drafts to choose a questionnaire's questions from, per question: enough to mix the kinds. */
const DRAFTS_PER_QUESTION = 2;
/** Relatives to draw a question's three distractors from, after the checks set some aside. */
const ENOUGH_RELATIVES = 24;

const OPTION_IDS = ['a', 'b', 'c', 'd'] as const;

type Random = () => number;

/** A question before its options are shuffled: the right word and the distractors that passed the checks. */
interface Draft {
  kind: QuestionKind;
  subject: string;
  answer: string;
  distractors: string[];
  source: SourceRelation;
}

interface TopicalDraft extends Draft {
  onTopic: boolean;
}

export function generateQuestionnaire(
  index: KnowledgeIndex,
  subtopic: string,
  { seed, count = ASSESSMENT_QUESTIONS }: { seed: number; count?: number },
): KeyedQuestionnaire | undefined {
  const root = sensesOf(index, subtopic).find((synset) => index.type(synset) === 'n');
  if (root === undefined) return undefined;
  const random = randomLcg(seed / 0x80000000);
  const [, ...related] = topicAround(index, root);
  const topic = new Set([root, ...related]);
  const topical = (d: Draft): TopicalDraft => ({ ...d, onTopic: isOnTopic(index, topic, d) });
  // Drafting is the costly part: the subtopic and its relations are drafted in a random order until there are enough
  // questions on the topic to choose from; other kinds of its parent only when there are not.
  const enough = count * DRAFTS_PER_QUESTION;
  const drafts: TopicalDraft[] = [];
  for (const synset of [root, ...shuffle(related, random).slice(0, MAX_SUBJECTS)]) {
    if (drafts.filter((d) => d.onTopic).length >= enough) break;
    drafts.push(...draftsFor(index, synset, random, synset === root).map(topical));
  }
  for (const synset of shuffle(relatives(index, root, 1), random).slice(0, MAX_SUBJECTS)) {
    if (drafts.length >= enough) break;
    drafts.push(...draftsFor(index, synset, random, false).map(topical));
  }
  const [on, off] = [drafts.filter((d) => d.onTopic), drafts.filter((d) => !d.onTopic)];
  const picked = pickVaried(shuffle(off, random), count, pickVaried(shuffle(on, random), count));
  const questions = picked.map((draft, i) => keyed(draft, `q${i + 1}`, random));
  return {
    subtopic,
    term: termOf(index, root, subtopic),
    synsetId: index.id(root),
    seed,
    questions,
    language: KNOWLEDGE_LANGUAGE,
  };
}

/** The subtopic as WordNet writes it, when it names the sense ("volcano" is the second word of {vent, volcano}). */
function termOf(index: KnowledgeIndex, root: number, subtopic: string): string {
  const asked = subtopic.trim().toLowerCase();
  return index.words(root).find((word) => word.toLowerCase() === asked) ?? index.label(root);
}

/** The questions about one concept; about the subtopic itself, also "is a kind of" its broader terms further up. */
function draftsFor(index: KnowledgeIndex, synset: number, random: Random, isSubtopic: boolean): Draft[] {
  const word = index.label(synset);
  const drafts: (Draft | undefined)[] = [];
  const definition = masked(index.definition(synset), index.words(synset));
  if (definition !== undefined) {
    drafts.push(draft(index, random, { kind: 'definition', subject: definition, answerSynset: synset }, word));
  }
  const parents = isSubtopic ? ancestorsWithin(index, synset, ANCESTOR_LEVELS) : index.targets(synset, 'hypernym');
  for (const parent of parents) {
    drafts.push(draft(index, random, { kind: 'kindOf', subject: word, answerSynset: parent }, word));
  }
  for (const whole of index.targets(synset, 'partHolonym')) {
    drafts.push(draft(index, random, { kind: 'partOf', subject: word, answerSynset: whole }, word));
  }
  const synonym = index.words(synset).find((other) => other.toLowerCase() !== word.toLowerCase());
  if (synonym !== undefined) {
    drafts.push(
      draft(index, random, { kind: 'synonym', subject: word, answerSynset: synset, answerWord: synonym }, word),
    );
  }
  drafts.push(oddOneOut(index, synset, random));
  return drafts.filter((d): d is Draft => d !== undefined);
}

/**
 * A question whose right answer is a word of `answerSynset`, with three distractors among its relatives that are
 * wrong in every sense and share no sense with the answer.
 */
function draft(
  index: KnowledgeIndex,
  random: Random,
  q: { kind: Exclude<QuestionKind, 'oddOneOut'>; subject: string; answerSynset: number; answerWord?: string },
  subjectWord: string,
): Draft | undefined {
  const answer = q.answerWord ?? index.label(q.answerSynset);
  const question = { kind: q.kind, subject: q.subject, subjectWord, definitionOf: q.answerSynset };
  if (!isRight(index, question, answer)) return undefined;
  const taken = [answer, subjectWord];
  const distractors = pickDistinct(
    asFamiliarAs(
      answer,
      shuffle(relatives(index, q.answerSynset), random).map((synset) => index.label(synset)),
    ),
    taken,
    (word) => !isRight(index, question, word) && !sharesASense(index, word, answer),
  );
  if (distractors === undefined || givesAway({ subject: q.subject, answer, distractors })) return undefined;
  const relation = sourceRelation[q.kind];
  const from = q.kind === 'definition' ? index.definition(q.answerSynset) : subjectWord;
  return { kind: q.kind, subject: q.subject, answer, distractors, source: { relation, from, to: answer } };
}

const sourceRelation = {
  definition: 'gloss',
  kindOf: 'hypernym',
  partOf: 'partHolonym',
  synonym: 'synonym',
} as const satisfies Record<Exclude<QuestionKind, 'oddOneOut'>, SourceRelation['relation']>;

/** "Which one is not a kind of <parent>?": three kinds of the parent, and a kind of one of the parent's siblings. */
function oddOneOut(index: KnowledgeIndex, synset: number, random: Random): Draft | undefined {
  const [parent] = index.targets(synset, 'hypernym');
  if (parent === undefined) return undefined;
  const parentWord = index.label(parent);
  const question = { kind: 'oddOneOut' as const, subject: parentWord, subjectWord: parentWord, definitionOf: parent };
  const word = index.label(synset);
  const kinds = [
    word,
    ...asFamiliarAs(
      word,
      shuffle(index.targets(parent, 'hyponym'), random).map((s) => index.label(s)),
    ),
  ];
  const members = pickDistinct(
    kinds,
    [parentWord],
    (word) => !isRight(index, question, word),
    OPTIONS_PER_QUESTION - 1,
  );
  if (members === undefined) return undefined;
  const outsiders = shuffle(relatives(index, parent), random).flatMap((cousin) => index.targets(cousin, 'hyponym'));
  const [outsider] =
    pickDistinct(
      asFamiliarAs(
        word,
        outsiders.map((s) => index.label(s)),
      ),
      [parentWord, ...members],
      (word) => isRight(index, question, word) && !members.some((member) => sharesASense(index, word, member)),
      1,
    ) ?? [];
  if (outsider === undefined || givesAway({ subject: parentWord, answer: outsider, distractors: members })) {
    return undefined;
  }
  const outsiderParent = outsiders.find((s) => index.label(s) === outsider);
  const outsiderKind =
    outsiderParent === undefined ? '' : index.label(index.broader(outsiderParent)[0] ?? outsiderParent);
  return {
    kind: 'oddOneOut',
    subject: parentWord,
    answer: outsider,
    distractors: members,
    source: { relation: 'notHypernym', from: outsider, to: outsiderKind },
  };
}

/**
 * Concepts at the same depth as `synset` under its ancestors: siblings (other kinds of the same parent), then
 * cousins, then second cousins, each generation in index order. Never the synset, its ancestors or its kinds.
 */
function relatives(index: KnowledgeIndex, synset: number, levels = RELATIVE_LEVELS): number[] {
  const found = new Set<number>();
  const lineage = new Set([synset, ...ancestorsOf(index, synset)]);
  let ancestors = [synset];
  for (let level = 1; level <= levels && found.size < ENOUGH_RELATIVES; level++) {
    ancestors = ancestors.flatMap((s) => index.broader(s));
    let generation = ancestors;
    for (let down = 0; down < level; down++) {
      generation = generation.flatMap((s) => [...index.targets(s, 'hyponym'), ...index.targets(s, 'instanceHyponym')]);
    }
    for (const relative of generation) {
      if (found.size >= ENOUGH_RELATIVES) break;
      if (!lineage.has(relative) && !index.isA(relative, synset)) found.add(relative);
    }
  }
  return [...found];
}

/** Broader terms up to `levels` above the synset, nearest first. */
function ancestorsWithin(index: KnowledgeIndex, synset: number, levels: number): number[] {
  const found: number[] = [];
  let generation = [synset];
  for (let level = 0; level < levels; level++) {
    generation = generation.flatMap((s) => index.broader(s));
    found.push(...generation);
  }
  return [...new Set(found)];
}

/** Words ordered by how near their familiarity is to the word's, in bands; each band keeps its (random) order. */
function asFamiliarAs(word: string, words: readonly string[]): string[] {
  const target = familiarity(word);
  const band = (other: string) => Math.round(Math.abs(familiarity(other) - target) / FAMILIARITY_BAND);
  return words
    .map((other) => ({ other, band: band(other) }))
    .sort((x, y) => x.band - y.band)
    .map(({ other }) => other);
}

function ancestorsOf(index: KnowledgeIndex, synset: number): Set<number> {
  const seen = new Set<number>();
  const queue = index.broader(synset);
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...index.broader(next));
  }
  return seen;
}

/** The first `want` words that pass, each different (in any case) from the others and from `taken`. */
function pickDistinct(
  words: readonly string[],
  taken: readonly string[],
  passes: (word: string) => boolean,
  want = OPTIONS_PER_QUESTION - 1,
): string[] | undefined {
  const seen = new Set(taken.map((word) => word.toLowerCase()));
  const picked: string[] = [];
  for (const word of words) {
    if (picked.length === want) break;
    const key = word.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    if (passes(word)) picked.push(word);
  }
  return picked.length === want ? picked : undefined;
}

/**
 * The definition with the words it names hidden, and any word that hints at them ("synthesis" in the definition of
 * photosynthesis); undefined when no definition is left to read.
 */
function masked(definition: string, words: readonly string[]): string | undefined {
  let text = definition;
  for (const word of words) {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/_/g, ' ');
    text = text.replace(new RegExp(`\\b${escaped}\\b`, 'gi'), '…');
  }
  text = text.replace(/\p{L}+/gu, (found) => (words.some((word) => hints(found, word)) ? '…' : found));
  return text.replace(/[\s…]/g, '').length >= 12 ? text : undefined;
}

/**
 * Up to `count` drafts in all, after those already `picked`, taking the kinds in turn, so a questionnaire mixes them
 * while they last. A question is asked once; "is a kind of" may ask about one word for several broader terms.
 */
function pickVaried(drafts: readonly Draft[], count: number, picked: Draft[] = []): Draft[] {
  const byKind = new Map<QuestionKind, Draft[]>();
  for (const d of drafts) byKind.set(d.kind, [...(byKind.get(d.kind) ?? []), d]);
  const key = (d: Draft) => `${d.kind}:${d.subject.toLowerCase()}${d.kind === 'kindOf' ? `:${d.answer}` : ''}`;
  const asked = new Set(picked.map(key));
  while (picked.length < count && [...byKind.values()].some((queue) => queue.length > 0)) {
    for (const queue of byKind.values()) {
      const next = queue.shift();
      if (next === undefined || picked.length === count) continue;
      if (asked.has(key(next))) continue;
      asked.add(key(next));
      picked.push(next);
    }
  }
  return picked;
}

function keyed(d: Draft, id: string, random: Random): KeyedQuestion {
  const texts = shuffle([d.answer, ...d.distractors], random);
  const options = texts.map((text, i) => ({ id: OPTION_IDS[i] ?? String(i), text }));
  const answer = options.find((option) => option.text === d.answer)?.id ?? '';
  return {
    id,
    kind: d.kind,
    subject: d.subject,
    options,
    difficulty: difficultyOf(texts),
    answer,
    source: d.source,
  };
}

/** From how familiar the options are: a learner who knows every word of them finds the question easy. */
function difficultyOf(options: readonly string[]): Difficulty {
  const mean = options.reduce((sum, option) => sum + familiarity(option), 0) / options.length;
  if (mean >= EASY) return 'easy';
  return mean >= MEDIUM ? 'medium' : 'hard';
}

/** Fisher–Yates over a copy, with the questionnaire's seeded random. */
function shuffle<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
