// Small text helpers the answers share: sentence splitting, 200-word chunks (spec 2 §9.1), readable lists.

/** Long text is split at 200 words per chunk (spec 2 §9.1). */
export const WORDS_PER_CHUNK = 200;

const wordsOf = (text: string): string[] => text.split(/\s+/).filter((word) => word.length > 0);

export const wordCount = (text: string): number => wordsOf(text).length;

/** Sentences of a text: at . ! ? followed by a space and a capital, quote or digit, and at line breaks. */
export function splitSentences(text: string): string[] {
  return (
    text
      .split(/\n+/)
      // Not after the number of a numbered line ("1. A member of …").
      .flatMap((line) => line.split(/(?<=[.!?][)"”’]?)(?<!^\s*\d+\.)\s+(?=[\p{Lu}\p{N}"“‘(])/u))
      .map((sentence) => sentence.trim())
      .filter((sentence) => sentence.length > 0)
  );
}

/**
 * Chunks of at most `maxWords` words, made of whole sentences where a sentence fits; a sentence longer than a
 * chunk is cut at the word limit.
 */
export function chunkText(text: string, maxWords = WORDS_PER_CHUNK): string[] {
  const limit = Math.max(1, Math.floor(maxWords));
  const chunks: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length > 0) chunks.push(current.join(' '));
    current = [];
  };
  for (const sentence of splitSentences(text)) {
    const words = wordsOf(sentence);
    if (current.length + words.length > limit) flush();
    for (let at = 0; at < words.length; at += limit) {
      const piece = words.slice(at, at + limit);
      if (current.length + piece.length > limit) flush();
      current.push(...piece);
    }
  }
  flush();
  return chunks;
}

/** "a", "a and b", "a, b and c". */
export function listing(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "a physicist", "an apple"; a phrase that already starts with a determiner is kept as it is. */
export function withArticle(phrase: string): string {
  if (/^(a|an|the|any|one|some|every|each|this|that)\b/i.test(phrase)) return phrase;
  return `${/^[aeiou]/i.test(phrase) && !/^(uni|use|eu|one)/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

/**
 * The first item of each label, in order, labels compared in any case: two senses named alike ("Tuileries" the
 * palace and the gardens) would read as one entry listed twice.
 */
export function uniqueByLabel<T>(items: readonly T[], labelOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const lower = labelOf(item).toLowerCase();
    if (seen.has(lower)) return false;
    seen.add(lower);
    return true;
  });
}

export const uniqueCaseless = (values: readonly string[]): string[] => uniqueByLabel(values, (value) => value);
