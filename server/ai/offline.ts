// Eddie without a language model: an extractive answer grounded in what this server knows. It quotes the sentences
// of the found brain passages and of the learner's own notes that answer the question best (answering-sentences.ts),
// as plain text, and the dictionary's (WordNet's) sentences on the things the question names, whatever form of their
// words it uses; when the question finds nothing, it answers about the learner's current thought. It cites each
// source, says plainly that no language model is configured and which sources it used, and streams the answer.
import type { Note } from '../../src/contract/notes.ts';
import type { KnowledgeEngine } from '../knowledge/engine.ts';
import type { KnowledgeIndex } from '../knowledge/knowledge-index.ts';
import { recognizeTerms, type RecognizedTerm } from '../knowledge/recognize.ts';
import { QUESTION_WORDS, answeringSentences, termsOf, type Source } from './answering-sentences.ts';
import { headingOf, plainSentences } from './plain-text.ts';
import type { LocaleCode } from '../../src/contract/locales.ts';
import { serverMessage } from '../http/messages.ts';
import type { MessageKey } from '../http/message-key.ts';
import type { Account } from '../http/route.ts';
import type { Passage } from './brains.ts';
import type { AiProvider, AiQuestion } from './provider.ts';

/** The notes search the engine reads: the owner's notes containing a word (server/stores/notes.ts). */
export interface NotesSearch {
  search(owner: Account, word: string): Promise<{ items: Note[] }>;
}

export interface OfflineDeps {
  knowledge: KnowledgeEngine;
  notes: NotesSearch;
}

/** Words per streamed piece: small enough to show the answer growing, big enough to cost nothing. */
export const WORDS_PER_PIECE = 4;
const MAX_TERMS = 3;
const MAX_NOTES = 3;
/** Sentences quoted from one note or passage: the one that answers, and the next best. */
const SENTENCES_PER_SOURCE = 2;
/** The longest words of the question are searched in the notes: the most telling ones. */
const MAX_SEARCH_WORDS = 5;
const MIN_SEARCH_WORD_LENGTH = 3;

export const escapeMarkdown = (text: string) => text.replace(/[\\`*_[\]<>|#]/g, (char) => `\\${char}`);
export const searchLink = (word: string) => `[${escapeMarkdown(word)}](#search/${encodeURIComponent(word)})`;
const noteLink = (note: Note, title: string) => `[${escapeMarkdown(title)}](/note/${encodeURIComponent(note._id)})`;

/** What a source says (plain text), and the markdown link that cites it. */
export interface Extract {
  said: string;
  cite: string;
}

/** What a note says, as plain text: its title, then its sentences (src/notes' Markdown read as text). */
export function noteText(note: Note): string {
  return [note.value.noteTitle?.trim() ?? '', ...noteSentences(note)].filter((part) => part !== '').join('\n');
}

/** The sentences of a note, without its title (the citation says that) and without its Markdown syntax. */
function noteSentences(note: Note): string[] {
  const { note: body, label, videoLabel } = note.value;
  return [body, label, videoLabel]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .flatMap(plainSentences);
}

const titleOf = (note: Note, text: string) =>
  note.value.noteTitle?.trim() || text.split(/\s+/).slice(0, 6).join(' ') || note._id;

/**
 * What the notes are searched for (they contain it): the question's telling words as stems, so that "volcanoes" finds
 * a note on a volcano. Porter writes a final y as i ("study" → "studi"), which only some forms contain; without it,
 * the stem is in every form ("stud").
 */
function searchWordsOf(prompt: string): string[] {
  const stems = termsOf(prompt).map((stem) => stem.replace(/i$/, ''));
  const telling = stems.filter((stem) => stem.length >= MIN_SEARCH_WORD_LENGTH);
  return [...new Set(telling)].sort((a, b) => b.length - a.length).slice(0, MAX_SEARCH_WORDS);
}

/**
 * The question with each word the dictionary does not know in its stem, where the dictionary knows that: the lists of
 * irregular forms WordNet's morphology reads are not shipped, so "volcanoes" is not found as "volcano" otherwise.
 */
function inDictionaryForms(index: KnowledgeIndex, prompt: string): string {
  return prompt.replace(/[\p{L}\p{N}]+/gu, (word) => {
    const [stem] = termsOf(word);
    const unknown = stem !== undefined && stem !== word.toLowerCase() && recognizeTerms(index, word).length === 0;
    return unknown && index.findKey(stem) >= 0 ? stem : word;
  });
}

/**
 * The things a question names, as dictionary terms (nouns: "explain" is not what is asked about), found in the
 * question as the dictionary writes its words (their places are in that text).
 */
export function askedTerms(index: KnowledgeIndex, prompt: string): RecognizedTerm[] {
  return recognizeTerms(index, inDictionaryForms(index, prompt)).filter((term) => {
    const main = term.senses[0];
    // Not a lone letter either: "y" is yttrium to WordNet, and hardly ever what a question asks about.
    const telling = term.key.length >= MIN_SEARCH_WORD_LENGTH && !QUESTION_WORDS.has(term.key);
    return telling && main !== undefined && index.partOfSpeech(main) === 'noun';
  });
}

/** The dictionary's sentences on the things the question names. */
function fromKnowledge(knowledge: KnowledgeEngine, prompt: string): Extract[] {
  const terms = askedTerms(knowledge.index, prompt);
  const seen = new Set<string>();
  const extracts: Extract[] = [];
  for (const term of terms) {
    if (extracts.length === MAX_TERMS || seen.has(term.key)) continue;
    seen.add(term.key);
    const found = knowledge.snippet(term.key);
    if (!found.found || found.sentences.length === 0) continue;
    extracts.push({ said: found.sentences.slice(0, 2).join(' '), cite: searchLink(found.term) });
  }
  return extracts;
}

/** An extract, and how well its best sentence answers the question (0: none does, it says its opening). */
type RankedExtract = Extract & { score: number };

/**
 * Each source's sentences that answer the question best (its opening when none does), as extracts in the sources'
 * order; sources that answer nothing are left out when another does.
 */
function answeringExtracts(prompt: string, sources: (Source & { cite: string })[]): RankedExtract[] {
  const answers = answeringSentences(prompt, sources, SENTENCES_PER_SOURCE);
  const extracts = sources.map(({ sentences, cite }, index): RankedExtract => {
    const { sentences: best = [], score = 0 } = answers[index] ?? {};
    const said = (best.length > 0 ? best : sentences.slice(0, SENTENCES_PER_SOURCE)).join(' ');
    return { said, cite, score };
  });
  const answering = extracts.filter(({ score, said }) => score > 0 && said !== '');
  return answering.length > 0 ? answering : extracts.filter(({ said }) => said !== '');
}

/** The sentences of the learner's notes that answer the question, from the notes naming its words, best first. */
async function fromNotes(notes: NotesSearch, owner: Account, prompt: string): Promise<Extract[]> {
  const words = searchWordsOf(prompt);
  const found = await Promise.all(words.map((word) => notes.search(owner, word)));
  const byId = new Map<string, Note>();
  for (const { items } of found) for (const note of items) byId.set(note._id, note);
  const sources = [...byId.values()].map((note) => {
    const sentences = noteSentences(note);
    return { sentences, topic: note.value.noteTitle, cite: noteLink(note, titleOf(note, sentences.join(' '))) };
  });
  return answeringExtracts(prompt, sources)
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_NOTES);
}

/**
 * What the found brain passages say on the question: in the order the search ranked them, each passage's sentences
 * that answer it.
 */
function fromBrains(passages: readonly Passage[], prompt: string, lang: AiQuestion['lang']): Extract[] {
  const sources = passages.map((passage) => ({
    sentences: plainSentences(passage.text),
    topic: headingOf(passage.text),
    cite: escapeMarkdown(serverMessage(lang, 'server.brains.passage', { file: passage.file, n: passage.ordinal })),
  }));
  return answeringExtracts(prompt, sources);
}

/**
 * The extracts as markdown list lines, at most `budget.left` words of what they say in all: the extract that does not
 * fit whole is cut short (…) and ends the list. Citations, the notice and the headings are not counted.
 */
export function limitWords(extracts: Extract[], budget: { left: number }): string[] {
  const lines: string[] = [];
  for (const { said, cite } of extracts) {
    if (budget.left <= 0) break;
    const words = said.split(/\s+/);
    const kept = words.length <= budget.left ? said : `${words.slice(0, budget.left).join(' ')}…`;
    lines.push(`- ${escapeMarkdown(kept)} (${cite})`);
    budget.left -= words.length;
  }
  return lines;
}

/** A part of the answer: what one kind of source says, under its heading. */
interface Section {
  heading: MessageKey;
  /** The source as the notice names it ("your notes"). */
  source: MessageKey;
  lines: string[];
}

/** "your notes and the dictionary" (or "… or …"), in the learner's language. */
function sourcesOf(lang: LocaleCode, sections: readonly Section[], type: Intl.ListFormatType = 'conjunction'): string {
  const names = sections.map(({ source }) => serverMessage(lang, source));
  return new Intl.ListFormat(lang, { type }).format(names);
}

/** The notice under an answer: no language model, and which sources it was taken from (or could have been). */
function noModelNotice(lang: LocaleCode, brainOnly: boolean, searched: Section[], found: Section[]): string {
  if (brainOnly) return serverMessage(lang, 'server.brains.noModel');
  if (found.length === 0)
    return serverMessage(lang, 'server.eddie.noModelNothing', { sources: sourcesOf(lang, searched) });
  return serverMessage(lang, 'server.eddie.noModel', { sources: sourcesOf(lang, found) });
}

/** What each kind of source says on the question: those searched, and those that had something. */
async function sectionsOf(deps: OfflineDeps, question: AiQuestion) {
  const { lang, prompt, owner, passages = [], brainOnly = false } = question;
  const budget = { left: question.maxWords };
  const section = (heading: MessageKey, source: MessageKey, extracts: Extract[]): Section => ({
    heading,
    source,
    lines: limitWords(extracts, budget),
  });
  const brained = section('server.brains.fromBrains', 'server.eddie.source.brains', fromBrains(passages, prompt, lang));
  const searched = brainOnly
    ? [brained]
    : [
        ...(passages.length > 0 ? [brained] : []),
        section('server.eddie.fromNotes', 'server.eddie.source.notes', await fromNotes(deps.notes, owner, prompt)),
        section('server.eddie.fromDictionary', 'server.eddie.source.dictionary', fromKnowledge(deps.knowledge, prompt)),
      ];
  return { searched, found: searched.filter(({ lines }) => lines.length > 0) };
}

/**
 * The whole answer, in markdown. When Eddie's question itself finds nothing ("Tell me more"), it answers about the
 * learner's current thought, and says so; the brain passages were searched for the question, so it asks the notes
 * and the dictionary.
 */
export async function composeOfflineAnswer(deps: OfflineDeps, question: AiQuestion): Promise<string> {
  const { lang, thought, brainOnly = false } = question;
  const asked = await sectionsOf(deps, question);
  const onThought =
    asked.found.length === 0 && !brainOnly && thought && thought !== question.prompt
      ? { thought, ...(await sectionsOf(deps, { ...question, prompt: thought, passages: [] })) }
      : undefined;
  const aboutThought = onThought?.found.length ? onThought : undefined;
  const { searched, found } = aboutThought ?? asked;
  const notice = `_${noModelNotice(lang, brainOnly, searched, found)}_`;
  if (found.length === 0) {
    const nothing = brainOnly
      ? serverMessage(lang, 'server.brains.nothingFound')
      : serverMessage(lang, 'server.eddie.nothingFound', { sources: sourcesOf(lang, searched, 'disjunction') });
    return `${nothing}\n\n${notice}\n`;
  }
  const lead = aboutThought
    ? [serverMessage(lang, 'server.eddie.aboutThought', { thought: escapeMarkdown(aboutThought.thought) })]
    : [];
  const body = found.map(({ heading, lines }) => `**${serverMessage(lang, heading)}**\n\n${lines.join('\n')}`);
  return `${[...lead, ...body].join('\n\n')}\n\n${notice}\n`;
}

/** Pieces of a text of a few words each, whitespace kept: joined, they are the text. */
export function piecesOf(text: string, wordsPerPiece = WORDS_PER_PIECE): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? [];
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerPiece) pieces.push(words.slice(i, i + wordsPerPiece).join(''));
  return pieces;
}

export function offlineEngine(deps: OfflineDeps): AiProvider {
  return {
    model: 'offline',
    async *answer(question, signal) {
      const answer = await composeOfflineAnswer(deps, question);
      for (const piece of piecesOf(answer)) {
        signal.throwIfAborted();
        yield piece;
      }
    },
  };
}
