// Whether a question gives its answer away in its own text: the learner should need to know the topic, not spot a
// word. "Which word names: synthesis of compounds with the aid of radiant energy?" gives "photosynthesis" away, as
// "hunting dog is a kind of …" gives "dog", and "Which one is not a kind of dog?" with hunting dog, toy dog and
// working dog beside wolf gives "wolf". The generator hides such words or drops the question; bench:learning counts
// what is left.

/** Shorter words ("of", "the") say nothing about an answer. */
const MIN_WORD = 3;
/** A word inside a longer one hints at it from this length ("synthesis" in "photosynthesis", not "art" in "part"). */
const MIN_INSIDE = 5;

/** The words of a text, lower case, a plural "s" dropped. */
function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}+/gu) ?? [])
    .filter((word) => word.length >= MIN_WORD)
    .map((word) => (word.length > MIN_WORD && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word));
}

function related(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= MIN_INSIDE && long.includes(short);
}

/** Whether a word of `text` is, or is inside, a word of `term` (or the other way round). */
export function hints(text: string, term: string): boolean {
  const termWords = wordsOf(term);
  return wordsOf(text).some((word) => termWords.some((termWord) => related(word, termWord)));
}

/**
 * Whether the question's text singles out its answer: the answer's words are in it, or the distractors all share
 * a word with it and the answer alone does not.
 */
export function givesAway(question: { subject: string; answer: string; distractors: readonly string[] }): boolean {
  const { subject, answer, distractors } = question;
  if (hints(subject, answer)) return true;
  return distractors.length > 0 && distractors.every((distractor) => hints(subject, distractor));
}
