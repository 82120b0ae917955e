import { describe, expect, it } from 'vitest';
import { chunkText, listing, splitSentences, withArticle, wordCount, WORDS_PER_CHUNK } from './text.ts';

describe('chunkText', () => {
  it('splits long text at 200 words per chunk (spec 2 §9.1), keeping whole sentences where they fit', () => {
    const sentence = 'The quick brown fox jumps over the lazy dog near the river bank today.'; // 14 words
    const text = Array.from({ length: 40 }, () => sentence).join(' '); // 560 words
    const chunks = chunkText(text);
    expect(WORDS_PER_CHUNK).toBe(200);
    expect(chunks.map(wordCount)).toEqual([196, 196, 168]);
    expect(chunks.every((chunk) => chunk.endsWith('today.'))).toBe(true);
    expect(chunks.join(' ')).toBe(text);
  });

  it('cuts a sentence longer than a chunk at the word limit', () => {
    const text = Array.from({ length: 450 }, (_, i) => `w${i}`).join(' ');
    expect(chunkText(text).map(wordCount)).toEqual([200, 200, 50]);
    expect(chunkText(text, 100)).toHaveLength(5);
  });

  it('gives no chunk for empty text', () => {
    expect(chunkText('  ')).toEqual([]);
  });
});

describe('splitSentences', () => {
  it('splits at sentence ends and line breaks', () => {
    expect(splitSentences('A dog barks. It runs!\n1. A line')).toEqual(['A dog barks.', 'It runs!', '1. A line']);
  });
});

describe('listing and withArticle', () => {
  it('reads as English', () => {
    expect(listing(['a'])).toBe('a');
    expect(listing(['a', 'b', 'c'], 'or')).toBe('a, b or c');
    expect(withArticle('physicist')).toBe('a physicist');
    expect(withArticle('element')).toBe('an element');
    expect(withArticle('the capital')).toBe('the capital');
  });
});
