// Eddie without a language model: an extractive answer grounded in what this server knows. It finds the things a
// question names in the knowledge engine (WordNet) and the sentences of the learner's own notes that mention them,
// cites each source, says plainly that no language model is configured, and streams the answer in pieces.
import type { Note } from '../../src/contract/notes.ts';
import type { KnowledgeEngine } from '../knowledge/engine.ts';
import type { KnowledgeIndex } from '../knowledge/knowledge-index.ts';
import { recognizeTerms, type RecognizedTerm } from '../knowledge/recognize.ts';
import { splitSentences } from '../knowledge/text.ts';
import { serverMessage } from '../http/messages.ts';
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
const SENTENCES_PER_NOTE = 2;
/** The longest words of the question are searched in the notes: the most telling ones. */
const MAX_SEARCH_WORDS = 5;
const MIN_SEARCH_WORD_LENGTH = 3;

/** Words of a question that say what is asked, not what it is about. */
const QUESTION_WORDS = new Set(
  (
    'what which who whom whose when where why how is are was were the and for with from about does did can could ' +
    'would should tell explain describe define definition meaning mean means know write wrote written note notes ' +
    'please give show say said think that this these those there have has had you your mine my me'
  ).split(' '),
);

export const escapeMarkdown = (text: string) => text.replace(/[\\`*_[\]<>|#]/g, (char) => `\\${char}`);
export const searchLink = (word: string) => `[${escapeMarkdown(word)}](#search/${encodeURIComponent(word)})`;
const noteLink = (note: Note, title: string) => `[${escapeMarkdown(title)}](/note/${encodeURIComponent(note._id)})`;

/** What a source says (plain text), and the markdown link that cites it. */
export interface Extract {
  said: string;
  cite: string;
}

/** What a note says, as plain text. */
export function noteText(note: Note): string {
  const { noteTitle, note: body, label, videoLabel } = note.value;
  return [noteTitle, body, label, videoLabel]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join('\n')
    .replace(/<[^>]*>/g, ' ');
}

const titleOf = (note: Note, text: string) =>
  note.value.noteTitle?.trim() || text.split(/\s+/).slice(0, 6).join(' ') || note._id;

function searchWordsOf(prompt: string): string[] {
  const words = prompt.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const telling = words.filter((word) => word.length >= MIN_SEARCH_WORD_LENGTH && !QUESTION_WORDS.has(word));
  return [...new Set(telling)].sort((a, b) => b.length - a.length).slice(0, MAX_SEARCH_WORDS);
}

/** The things a question names, as dictionary terms (nouns: "explain" is not what is asked about). */
export function askedTerms(index: KnowledgeIndex, prompt: string): RecognizedTerm[] {
  return recognizeTerms(index, prompt).filter((term) => {
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

/** The sentences of the learner's notes that mention the question's words, the notes mentioning most first. */
async function fromNotes(notes: NotesSearch, owner: Account, prompt: string): Promise<Extract[]> {
  const words = searchWordsOf(prompt);
  const found = await Promise.all(words.map((word) => notes.search(owner, word)));
  const byId = new Map<string, Note>();
  for (const { items } of found) for (const note of items) byId.set(note._id, note);
  const ranked = [...byId.values()]
    .map((note) => {
      const text = noteText(note);
      const lower = text.toLowerCase();
      return { note, text, hits: words.filter((word) => lower.includes(word)).length };
    })
    .filter(({ hits }) => hits > 0)
    .sort((a, b) => b.hits - a.hits)
    .slice(0, MAX_NOTES);
  return ranked.map(({ note, text }) => {
    // The title is said by the citation; the note's own sentences say the rest (its opening when none names a word).
    const title = note.value.noteTitle?.trim();
    const told = splitSentences(text).filter((sentence) => sentence !== title);
    const naming = told.filter((sentence) => words.some((word) => sentence.toLowerCase().includes(word)));
    const said = (naming.length > 0 ? naming : told).slice(0, SENTENCES_PER_NOTE).join(' ') || title || '';
    return { said, cite: noteLink(note, titleOf(note, text)) };
  });
}

/** What each brain passage says on the question: its sentences naming the question's words, else its opening. */
function fromBrains(passages: readonly Passage[], prompt: string, lang: AiQuestion['lang']): Extract[] {
  const words = searchWordsOf(prompt);
  return passages.map((passage) => {
    const sentences = splitSentences(passage.text.replace(/^#+\s*/gm, ''));
    const naming = sentences.filter((sentence) => words.some((word) => sentence.toLowerCase().includes(word)));
    const said = (naming.length > 0 ? naming : sentences).slice(0, SENTENCES_PER_NOTE).join(' ');
    const where = serverMessage(lang, 'server.brains.passage', { file: passage.file, n: passage.ordinal });
    return { said, cite: escapeMarkdown(where) };
  });
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

/** The whole answer, in markdown. */
export async function composeOfflineAnswer(deps: OfflineDeps, question: AiQuestion): Promise<string> {
  const { lang, prompt, owner, passages = [], brainOnly = false } = question;
  const budget = { left: question.maxWords };
  const brained = {
    heading: serverMessage(lang, 'server.brains.fromBrains'),
    lines: limitWords(fromBrains(passages, prompt, lang), budget),
  };
  const sections = brainOnly
    ? [brained]
    : [
        brained,
        {
          heading: serverMessage(lang, 'server.eddie.fromNotes'),
          lines: limitWords(await fromNotes(deps.notes, owner, prompt), budget),
        },
        {
          heading: serverMessage(lang, 'server.eddie.fromDictionary'),
          lines: limitWords(fromKnowledge(deps.knowledge, prompt), budget),
        },
      ];
  const found = sections.filter(({ lines }) => lines.length > 0);
  const notice = `_${serverMessage(lang, brainOnly ? 'server.brains.noModel' : 'server.eddie.noModel')}_`;
  if (found.length === 0) {
    return `${serverMessage(lang, brainOnly ? 'server.brains.nothingFound' : 'server.eddie.nothingFound')}\n\n${notice}\n`;
  }
  const body = found.map(({ heading, lines }) => `**${heading}**\n\n${lines.join('\n')}`);
  return `${body.join('\n\n')}\n\n${notice}\n`;
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
