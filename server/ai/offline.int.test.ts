import { describe, expect, it } from 'vitest';
import type { Note } from '../../src/contract/notes.ts';
import { testEngine } from '../testing/knowledge-engine.ts';
import { composeOfflineAnswer, offlineEngine, piecesOf, type NotesSearch } from './offline.ts';
import type { AiQuestion } from './provider.ts';

const knowledge = await testEngine();
const noteOf = (_id: string, noteTitle: string, note: string): Note => ({
  _id,
  type: 'note',
  value: { noteTitle, note },
});
const leaves = noteOf('n1', 'Leaves [draft]', 'Chlorophyll in the leaves catches sunlight. Roots take up water.');
/** The notes search as the store answers it: the owner's notes containing the word. */
const notesOf = (...held: Note[]): NotesSearch => ({
  search: async (_owner, word) => ({
    items: held.filter((note) => JSON.stringify(note.value).toLowerCase().includes(word)),
  }),
});
const notes = notesOf(leaves);
const question = (prompt: string, extra: Partial<AiQuestion> = {}): AiQuestion => ({
  owner: { id: 'u1', username: 'ada' },
  prompt,
  maxWords: 300,
  context: [],
  lang: 'en',
  ...extra,
});

describe('the offline engine', () => {
  it("grounds the answer in the learner's note and the dictionary, citing each", async () => {
    const answer = await composeOfflineAnswer({ knowledge, notes }, question('What does chlorophyll do?'));
    expect(answer).toContain('- Chlorophyll in the leaves catches sunlight. ([Leaves \\[draft\\]](/note/n1))');
    expect(answer).toMatch(
      /- Chlorophyll is any of a group of green pigments.*\(\[chlorophyll\]\(#search\/chlorophyll\)\)/,
    );
    expect(answer).toContain(
      '_No language model is configured on this server, so this answer is put together from your notes and the dictionary._',
    );
  });

  it('quotes a note’s words without its Markdown, the sentence that answers first', async () => {
    const marked = noteOf(
      'n3',
      'Chlorophyll',
      '# Pigments\n\n**Chlorophyll** is green. It sits in [[chloroplasts]] and absorbs _red_ light.',
    );
    const search: NotesSearch = { search: async () => ({ items: [marked] }) };
    const answer = await composeOfflineAnswer({ knowledge, notes: search }, question('Which light does it absorb?'));
    expect(answer).toContain('- It sits in chloroplasts and absorbs red light. ([Chlorophyll](/note/n3))');
  });

  it('names the sources it answered from: a brain’s documents, not the notes it found nothing in', async () => {
    const passages = [
      {
        vectorStoreId: 'b1',
        namespace: 'school',
        file: 'library.md',
        ordinal: 1,
        text: '# The library\n\nIt opens at 8 am. Students may borrow four books at a time.',
      },
    ];
    const none: NotesSearch = { search: async () => ({ items: [] }) };
    const ask = question('How many books may students borrow?', { passages, lang: 'de' });
    const answer = await composeOfflineAnswer({ knowledge, notes: none }, ask);
    expect(answer).toContain('- Students may borrow four books at a time. (library.md');
    expect(answer).not.toContain('It opens at 8 am');
    expect(answer).toContain(
      'daher ist diese Antwort aus den Dokumenten deiner Wissensspeicher und dem Wörterbuch zusammengestellt.',
    );
    expect(answer).not.toContain('Notizen');
  });

  it('leaves a title naming the word to the citation, and says the note’s own sentences', async () => {
    const titled = noteOf('n2', 'Leaves', 'They are green.');
    const search: NotesSearch = { search: async () => ({ items: [titled] }) };
    const answer = await composeOfflineAnswer({ knowledge, notes: search }, question('What are leaves?'));
    expect(answer).toContain('- They are green. ([Leaves](/note/n2))');
  });

  it('finds the question’s words in their other forms: volcanoes in a note on a volcano, and in the dictionary', async () => {
    const volcano = noteOf(
      'n4',
      'Volcano',
      'A volcano erupts when magma rises and the pressure of its gases builds up.',
    );
    const answer = await composeOfflineAnswer(
      { knowledge, notes: notesOf(volcano) },
      question('Why do volcanoes erupt?'),
    );
    expect(answer).toContain('- A volcano erupts when magma rises and the pressure of its gases builds up. ([Volcano]');
    expect(answer).toMatch(/\(\[volcano\]\(#search\/volcano\)\)/);
  });

  it('answers about the learner’s current thought when the question itself finds nothing, and says so', async () => {
    const ask = question('Tell me more, please.', { thought: 'chlorophyll', lang: 'de' });
    const answer = await composeOfflineAnswer({ knowledge, notes }, ask);
    expect(answer).toContain('„chlorophyll“');
    expect(answer).toContain('- Chlorophyll in the leaves catches sunlight. ([Leaves \\[draft\\]](/note/n1))');
    expect(answer).toMatch(/\(\[chlorophyll\]\(#search\/chlorophyll\)\)/);
    // Without a thought, the same question finds nothing.
    const alone = await composeOfflineAnswer({ knowledge, notes }, question('Tell me more, please.', { lang: 'de' }));
    expect(alone).not.toContain('Chlorophyll');
  });

  it('says when nothing matches, in the learner’s language', async () => {
    const answer = await composeOfflineAnswer({ knowledge, notes }, question('¿y qué?', { lang: 'es' }));
    expect(answer).toContain('Nada en tus notas o el diccionario responde a esta pregunta.');
    expect(answer).toContain('Este servidor no tiene configurado ningún modelo de lenguaje');
  });

  it('keeps to the words asked for', async () => {
    const prompt = 'Explain photosynthesis, chlorophyll and carbon dioxide';
    const long = await composeOfflineAnswer({ knowledge, notes }, question(prompt));
    const short = await composeOfflineAnswer({ knowledge, notes }, question(prompt, { maxWords: 20 }));
    const lines = (answer: string) => answer.split('\n').filter((line) => line.startsWith('- '));
    const citation = / \(\[.+\]\([^)]+\)\)$/;
    const words = (answer: string) =>
      lines(answer)
        .map((line) => line.slice(2).replace(citation, ''))
        .join(' ')
        .split(/\s+/).length;
    expect(words(long)).toBeGreaterThan(40);
    expect(words(short)).toBeLessThanOrEqual(20);
    // A line cut short keeps its citation.
    expect(lines(short).every((line) => citation.test(line))).toBe(true);
    expect(short).toContain('…');
  });

  it('streams the answer in pieces that join into it, and stops when asked', async () => {
    expect(piecesOf('one two  three four five\nsix', 4)).toEqual(['one two  three four ', 'five\nsix']);
    const engine = offlineEngine({ knowledge, notes });
    const whole = await composeOfflineAnswer({ knowledge, notes }, question('What is chlorophyll?'));
    let streamed = '';
    for await (const piece of engine.answer(question('What is chlorophyll?'), new AbortController().signal)) {
      streamed += piece;
    }
    expect(streamed).toBe(whole);
    const stop = new AbortController();
    const pieces: string[] = [];
    await expect(
      (async () => {
        for await (const piece of engine.answer(question('What is chlorophyll?'), stop.signal)) {
          pieces.push(piece);
          stop.abort();
        }
      })(),
    ).rejects.toThrow();
    expect(pieces).toHaveLength(1);
  });
});
